import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { CollaborationSummary } from '../../../src-shared/domain/collaboration';
import type { Role } from '../../../src-shared/domain/user';
import { formatDate, formatMoneyUsd } from '../../i18n/format';
import { ListCard } from '../../ui/ListCard';
import { ListCardItem } from '../../ui/ListCardItem';
import { creatorName } from '../../ui/creator-name';
import { StatusPill } from '../../ui/StatusPill';
import { MoneyStatusBadge } from '../deal-money';
import { COLLABORATION_STATUS_TONES, itemLabel } from './item-text';
import './CollaborationList.css';

export interface CollaborationListProps {
  collaborations: readonly CollaborationSummary[];
  role: Role;
  /** Already translated; names the list for screen readers. */
  label: string;
}

/** How many items are done (published or measured) of those still counted (not cancelled). */
function progressOf(summary: CollaborationSummary) {
  const counts = summary.item_counts;
  const done = (counts.published ?? 0) + (counts.measured ?? 0);
  const count = summary.items_total - (counts.cancelled ?? 0);
  return { done, count };
}

/**
 * Collaborations as either side sees them: the other party, how far the work is, the next item
 * due (late ones flagged), drafts waiting for the brand, the price and the status.
 */
export function CollaborationList({ collaborations, role, label }: CollaborationListProps) {
  const { t } = useTranslation();
  return (
    <ListCard aria-label={label}>
      {collaborations.map((summary) => {
        const counterpart =
          role === 'brand'
            ? creatorName(summary.creator) || t('collaborations.view.creator')
            : summary.brand.name;
        const waiting = summary.item_counts.draft_submitted ?? 0;
        const next = summary.next_due;
        return (
          <ListCardItem
            key={summary.id}
            className="collaboration-list__item"
            title={
              <Link
                to="/collaborations/$id"
                params={{ id: summary.id }}
                search={next ? { item: next.id } : {}}
                className="ui-list-card__title"
              >
                {counterpart}
              </Link>
            }
            details={
              <>
                <p className="collaboration-list__progress">
                  {t('collaborations.list.progress', progressOf(summary))}
                </p>
                <p className="ui-list-card__note">
                  {next
                    ? t('collaborations.list.nextDue', {
                        item: itemLabel(next, t),
                        date: formatDate(next.due_date),
                      })
                    : t('collaborations.list.noneDue')}
                </p>
              </>
            }
            side={
              <>
                <span className="ui-list-card__amount ui-list-card__amount--large">
                  {formatMoneyUsd(summary.price)}
                </span>
                <StatusPill tone={COLLABORATION_STATUS_TONES[summary.status]}>
                  {t(`collaborations.collaborationStatuses.${summary.status}`)}
                </StatusPill>
                {/* An offline copy saved before issue 32 has no money status: nothing to say. */}
                {summary.money_status && <MoneyStatusBadge status={summary.money_status} />}
                {summary.late_count > 0 && (
                  <StatusPill tone="danger">
                    {t('collaborations.list.late', { count: summary.late_count })}
                  </StatusPill>
                )}
                {waiting > 0 && (
                  <span className="collaboration-list__waiting">
                    {t('collaborations.list.waiting', { count: waiting })}
                  </span>
                )}
              </>
            }
          />
        );
      })}
    </ListCard>
  );
}
