import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Proposal } from '../../../src-shared/domain/proposal';
import type { Role } from '../../../src-shared/domain/user';
import { formatDate, formatMoneyUsd } from '../../i18n/format';
import { ListCard } from '../../ui/ListCard';
import { ListCardItem } from '../../ui/ListCardItem';
import { creatorName } from '../../ui/creator-name';
import { StatusPill } from '../../ui/StatusPill';
import { isMyTurn, PROPOSAL_STATUS_TONES } from './proposal-side';
import { DeliverableText } from './TermsSummary';
import './ProposalList.css';

export interface ProposalListProps {
  proposals: readonly Proposal[];
  role: Role;
  /** Already translated; names the list for screen readers. */
  label: string;
}

/** Proposals as either side sees them: the other party, the terms in short, status and turn. */
export function ProposalList({ proposals, role, label }: ProposalListProps) {
  const { t } = useTranslation();
  return (
    <ListCard aria-label={label}>
      {proposals.map((proposal) => {
        const counterpart =
          role === 'brand'
            ? creatorName(proposal.creator) || t('proposals.timeline.creator')
            : proposal.brand.name;
        const myTurn = isMyTurn(proposal, role);
        return (
          <ListCardItem
            key={proposal.id}
            className="proposal-list__item"
            title={
              <Link
                to="/view_proposal/$id"
                params={{ id: proposal.id }}
                className="ui-list-card__title"
              >
                {counterpart}
              </Link>
            }
            details={
              <>
                <p className="proposal-list__terms">
                  {proposal.deliverables.map((item, index) => (
                    <span key={`${item.network}-${item.content_type}-${index}`}>
                      <DeliverableText item={item} />
                    </span>
                  ))}
                </p>
                <p className="ui-list-card__note">
                  {t('proposals.terms.datesValue', {
                    start: formatDate(proposal.start_date),
                    end: formatDate(proposal.end_date),
                  })}
                </p>
              </>
            }
            side={
              <>
                <span className="ui-list-card__amount ui-list-card__amount--large">
                  {formatMoneyUsd(proposal.price)}
                </span>
                <StatusPill tone={PROPOSAL_STATUS_TONES[proposal.status]}>
                  {t(`proposals.statuses.${proposal.status}`)}
                </StatusPill>
                {proposal.turn !== null && (
                  <span
                    className={
                      myTurn
                        ? 'proposal-list__turn proposal-list__turn--mine'
                        : 'proposal-list__turn'
                    }
                  >
                    {myTurn ? t('proposals.list.yourTurn') : t('proposals.list.theirTurn')}
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
