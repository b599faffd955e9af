import { useTranslation } from 'react-i18next';
import type { Proposal, ProposalRound } from '../../../src-shared/domain/proposal';
import { formatDate } from '../../i18n/format';
import { creatorName } from '../../ui/creator-name';
import { TermsSummary } from './TermsSummary';
import './ProposalTimeline.css';

/** Rounds that put terms on the table; accepting or declining only answers the last ones. */
const bringsTerms = (round: ProposalRound): boolean =>
  round.action === 'sent' || round.action === 'countered';

/** Every round of the negotiation, oldest first: who did what, when, and with which terms. */
export function ProposalTimeline({ proposal }: { proposal: Proposal }) {
  const { t } = useTranslation();
  const authorName = (round: ProposalRound): string =>
    round.author === 'brand'
      ? proposal.brand.name
      : creatorName(proposal.creator) || t('proposals.timeline.creator');

  return (
    <section className="proposal-timeline" aria-labelledby="proposal-timeline-title">
      <h2 id="proposal-timeline-title" className="proposal-timeline__title">
        {t('proposals.timeline.title')}
      </h2>
      <ol className="proposal-timeline__list" aria-label={t('proposals.timeline.label')}>
        {proposal.rounds.map((round) => (
          <li
            key={round.id}
            className={`proposal-timeline__round proposal-timeline__round--${round.action}`}
          >
            <p className="proposal-timeline__head">
              <strong>{authorName(round)}</strong> {t(`proposals.timeline.actions.${round.action}`)}
              <time className="proposal-timeline__date" dateTime={round.created_at}>
                {formatDate(round.created_at)}
              </time>
            </p>
            {bringsTerms(round) ? (
              <TermsSummary terms={round} />
            ) : (
              round.message && <p className="proposal-timeline__message">{round.message}</p>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
