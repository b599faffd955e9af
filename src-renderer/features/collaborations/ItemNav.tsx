import { useTranslation } from 'react-i18next';
import type { CollaborationItem } from '../../../src-shared/domain/collaboration';
import { isLate } from '../../../src-shared/rules/collaboration-dates';
import { marketToday } from '../../../src-shared/rules/market-calendar';
import { formatDate } from '../../i18n/format';
import { StatusPill } from '../../ui/StatusPill';
import { NetworkMark } from '../networks-panel';
import { ITEM_STATUS_TONES, itemLabel } from './item-text';
import './ItemNav.css';

export interface ItemNavProps {
  items: readonly CollaborationItem[];
  selectedId: string | null;
  onSelect: (itemId: string) => void;
}

/**
 * The collaboration's items as a list of buttons: network, name, due date (late ones flagged)
 * and status; the opened one is marked current. Arrow keys move between them.
 */
export function ItemNav({ items, selectedId, onSelect }: ItemNavProps) {
  const { t } = useTranslation();
  const today = marketToday();
  const move = (from: number, by: number) => {
    const next = items[(from + by + items.length) % items.length];
    if (!next) return;
    onSelect(next.id);
    document.getElementById(`item-nav-${next.id}`)?.focus();
  };
  return (
    <nav className="item-nav" aria-label={t('collaborations.view.itemsLabel')}>
      <h2 className="item-nav__title">{t('collaborations.view.itemsTitle')}</h2>
      <ul className="item-nav__list">
        {items.map((item, index) => {
          const current = item.id === selectedId;
          const late = isLate(item, today);
          return (
            <li key={item.id}>
              <button
                id={`item-nav-${item.id}`}
                type="button"
                className={current ? 'item-nav__item item-nav__item--current' : 'item-nav__item'}
                aria-current={current ? 'true' : undefined}
                onClick={() => onSelect(item.id)}
                onKeyDown={(event) => {
                  if (event.key === 'ArrowDown') {
                    event.preventDefault();
                    move(index, 1);
                  } else if (event.key === 'ArrowUp') {
                    event.preventDefault();
                    move(index, -1);
                  }
                }}
              >
                <NetworkMark network={item.network} />
                <span className="item-nav__text">
                  <span className="item-nav__label">{itemLabel(item, t)}</span>
                  <span className={late ? 'item-nav__due item-nav__due--late' : 'item-nav__due'}>
                    {t('collaborations.view.due', { date: formatDate(item.due_date) })}
                    {late && ` · ${t('collaborations.view.lateBadge')}`}
                  </span>
                  <StatusPill tone={ITEM_STATUS_TONES[item.status]}>
                    {t(`collaborations.statuses.${item.status}`)}
                  </StatusPill>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
