import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Proposal } from '../../../src-shared/domain/proposal';
import type { Role } from '../../../src-shared/domain/user';
import { formatDate, formatMoneyUsd } from '../../i18n/format';
import { creatorName } from '../marketplace/creator-name';
import { StatusPill } from '../marketplace/StatusPill';
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
    <ul className="proposal-list" aria-label={label}>
      {proposals.map((proposal) => {
        const counterpart =
          role === 'brand'
            ? creatorName(proposal.creator) || t('proposals.timeline.creator')
            : proposal.brand.name;
        const myTurn = isMyTurn(proposal, role);
        return (
          <li key={proposal.id} className="proposal-list__item">
            <div className="proposal-list__main">
              <Link
                to="/view_proposal/$id"
                params={{ id: proposal.id }}
                className="proposal-list__title"
              >
                {counterpart}
              </Link>
              <p className="proposal-list__terms">
                {proposal.deliverables.map((item, index) => (
                  <span key={`${item.network}-${item.content_type}-${index}`}>
                    <DeliverableText item={item} />
                  </span>
                ))}
              </p>
              <p className="proposal-list__dates">
                {t('proposals.terms.datesValue', {
                  start: formatDate(proposal.start_date),
                  end: formatDate(proposal.end_date),
                })}
              </p>
            </div>
            <div className="proposal-list__side">
              <span className="proposal-list__price">{formatMoneyUsd(proposal.price)}</span>
              <StatusPill tone={PROPOSAL_STATUS_TONES[proposal.status]}>
                {t(`proposals.statuses.${proposal.status}`)}
              </StatusPill>
              {proposal.turn !== null && (
                <span
                  className={
                    myTurn ? 'proposal-list__turn proposal-list__turn--mine' : 'proposal-list__turn'
                  }
                >
                  {myTurn ? t('proposals.list.yourTurn') : t('proposals.list.theirTurn')}
                </span>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
