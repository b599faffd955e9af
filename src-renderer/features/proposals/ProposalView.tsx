import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { offlineSavedAt } from '../../../src-shared/domain/offline-copy';
import type { Proposal } from '../../../src-shared/domain/proposal';
import type { Role } from '../../../src-shared/domain/user';
import { useErrorMessage } from '../../i18n/error-message';
import { Alert } from '../../ui/Alert';
import { Card } from '../../ui/Card';
import { PageHeader } from '../../ui/PageHeader';
import { useDocumentTitle } from '../../ui/use-document-title';
import { creatorName } from '../../ui/creator-name';
import { StatusPill } from '../../ui/StatusPill';
import { SectionDataAge } from '../../connectivity/SectionOfflineNote';
import { isClosed, isMyTurn, PROPOSAL_STATUS_TONES } from './proposal-side';
import { CounterQueuedNote } from './CounterQueuedNote';
import { ProposalActions } from './ProposalActions';
import { ProposalTimeline } from './ProposalTimeline';
import { TermsSummary } from './TermsSummary';
import './ProposalView.css';

export interface ProposalViewProps {
  proposal: Proposal;
  role: Role;
  /** An action's answer: the proposal as it is now. */
  onChanged: (proposal: Proposal) => void;
  /** The proposal moved on elsewhere: read it again. */
  onReload: () => void;
}

/** view_proposal: the terms on the table, whose move it is, that side's actions and the rounds. */
export function ProposalView({ proposal, role, onChanged, onReload }: ProposalViewProps) {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  const [staleError, setStaleError] = useState<unknown>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const focusStatus = useRef(false);
  const creator = creatorName(proposal.creator) || t('proposals.timeline.creator');
  const status = t(`proposals.statuses.${proposal.status}`);
  const title = t('proposals.view.title', { brand: proposal.brand.name, creator });
  useDocumentTitle(title);

  // The buttons that were just used may be gone (a closed proposal has none): focus the news.
  useEffect(() => {
    if (!focusStatus.current) return;
    focusStatus.current = false;
    statusRef.current?.focus();
  }, [proposal]);

  const changed = (next: Proposal) => {
    setStaleError(null);
    focusStatus.current = true;
    onChanged(next);
  };
  const stale = (error: unknown) => {
    setStaleError(error);
    focusStatus.current = true;
    onReload();
  };

  const counterpart = role === 'brand' ? creator : proposal.brand.name;
  const turnText = isClosed(proposal)
    ? t(
        proposal.status === 'accepted'
          ? 'proposals.view.closedAccepted'
          : 'proposals.view.closedDeclined',
      )
    : isMyTurn(proposal, role)
      ? t('proposals.view.yourTurn')
      : t('proposals.view.waitingFor', { name: counterpart });

  return (
    <>
      <PageHeader
        eyebrow={t('proposals.view.eyebrow')}
        title={title}
        actions={<StatusPill tone={PROPOSAL_STATUS_TONES[proposal.status]}>{status}</StatusPill>}
      />
      <div className="proposal-view">
        <SectionDataAge savedAt={offlineSavedAt(proposal)} />
        {staleError !== null && (
          <Alert tone="warning" title={describe(staleError)}>
            <p>{t('proposals.actions.stale')}</p>
          </Alert>
        )}
        <Card
          as="section"
          aria-labelledby="proposal-current-title"
          className="proposal-view__current"
        >
          <h2 id="proposal-current-title" className="proposal-view__heading">
            {t('proposals.view.current')}
          </h2>
          <TermsSummary terms={proposal} feePercent={proposal.platform_fee_percent} />
          <div ref={statusRef} tabIndex={-1} className="proposal-view__turn" role="status">
            {turnText}
          </div>
          <CounterQueuedNote proposal={proposal} onReload={onReload} />
          {isMyTurn(proposal, role) && !isClosed(proposal) && (
            <ProposalActions proposal={proposal} onChanged={changed} onStale={stale} />
          )}
        </Card>
        <ProposalTimeline proposal={proposal} />
      </div>
    </>
  );
}
