import { useTranslation } from 'react-i18next';
import type { Collaboration, CollaborationItem } from '../../../src-shared/domain/collaboration';
import type { Role } from '../../../src-shared/domain/user';
import { isLate } from '../../../src-shared/rules/collaboration-dates';
import { marketToday } from '../../../src-shared/rules/market-calendar';
import { formatDate } from '../../i18n/format';
import { Card } from '../../ui/Card';
import { StatusPill } from '../../ui/StatusPill';
import { NetworkMark } from '../networks-panel';
import { CancelRequestNote } from './CancelRequestNote';
import { DraftVersions } from './DraftVersions';
import { ItemActions } from './ItemActions';
import { ItemQueuedNotes } from './ItemQueuedNotes';
import { ItemTimeline } from './ItemTimeline';
import { ITEM_STATUS_TONES, itemLabel, nextStepText } from './item-text';
import { PublicationSection } from './PublicationSection';
import './ItemDetail.css';

export interface ItemDetailProps {
  collaboration: Collaboration;
  item: CollaborationItem;
  role: Role;
  /** The other side's name, as the person reads it. */
  counterpart: string;
  onChanged: (collaboration: Collaboration) => void;
  onReload: () => void;
}

/** One item: where it stands, what comes next for this side, its drafts, post, figures and history. */
export function ItemDetail({
  collaboration,
  item,
  role,
  counterpart,
  onChanged,
  onReload,
}: ItemDetailProps) {
  const { t } = useTranslation();
  const label = itemLabel(item, t);
  const late = isLate(item, marketToday());
  // Issue 32: until the brand pays, the creator is not asked to start (hand in or publish).
  const waitsForPayment =
    role !== 'brand' &&
    collaboration.money_status === 'unfunded' &&
    (item.status === 'pending' ||
      item.status === 'changes_requested' ||
      item.status === 'approved');
  const next = waitsForPayment
    ? t('dealMoney.creatorHintUnfunded', { name: counterpart })
    : nextStepText(item, role, counterpart, t);
  const headingId = `item-${item.id}-title`;
  return (
    <section className="item-detail" aria-labelledby={headingId}>
      <header className="item-detail__header">
        <NetworkMark network={item.network} />
        <div className="item-detail__heading">
          <h2 id={headingId} className="item-detail__title">
            {label}
          </h2>
          <p className={late ? 'item-detail__due item-detail__due--late' : 'item-detail__due'}>
            {t('collaborations.view.due', { date: formatDate(item.due_date) })}
            {late && ` · ${t('collaborations.view.lateBadge')}`}
            {' · '}
            {collaboration.revision_rounds > 0
              ? t('collaborations.item.rounds', {
                  used: item.revisions_used,
                  total: collaboration.revision_rounds,
                })
              : t('collaborations.item.noRounds')}
          </p>
        </div>
        <StatusPill tone={ITEM_STATUS_TONES[item.status]}>
          {t(`collaborations.statuses.${item.status}`)}
        </StatusPill>
      </header>

      <Card as="section" aria-labelledby={`${headingId}-next`} className="item-detail__next">
        <h3 id={`${headingId}-next`} className="item-detail__section-title">
          {t('collaborations.item.actionsTitle')}
        </h3>
        <p className="item-detail__step" role="status">
          {next ?? t('collaborations.item.nothingToDo')}
        </p>
        <CancelRequestNote
          item={item}
          role={role}
          counterpart={counterpart}
          onChanged={onChanged}
          onReload={onReload}
        />
        <ItemQueuedNotes item={item} onReload={onReload} />
        <ItemActions
          collaboration={collaboration}
          item={item}
          role={role}
          counterpart={counterpart}
          onChanged={onChanged}
          onReload={onReload}
        />
      </Card>

      <DraftVersions item={item} role={role} counterpart={counterpart} />
      <PublicationSection item={item} role={role} counterpart={counterpart} />
      <ItemTimeline item={item} label={label} />
    </section>
  );
}
