import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Proposal } from '../../../src-shared/domain/proposal';
import { call } from '../../bridge/client';
import { useErrorMessage } from '../../i18n/error-message';
import { Button } from '../../ui/Button';
import { Dialog, DialogClose } from '../../ui/Dialog';
import { toast } from '../../ui/toast';
import { ServerButton } from '../../connectivity/ServerButton';
import { useServerAction } from '../../connectivity/use-server-action';
import { CounterProposalDialog } from './CounterProposalDialog';
import { isStaleProposalError } from './stale-proposal';
import './ProposalActions.css';

export interface ProposalActionsProps {
  proposal: Proposal;
  onChanged: (proposal: Proposal) => void;
  onStale: (error: unknown) => void;
}

type Answer = 'accept' | 'decline';

/** What the side whose turn it is can do: accept, decline (after confirming) or counter. */
export function ProposalActions({ proposal, onChanged, onStale }: ProposalActionsProps) {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  const [busy, setBusy] = useState<Answer | null>(null);
  const [confirmingDecline, setConfirmingDecline] = useState(false);
  const [countering, setCountering] = useState(false);
  // Countering stays open offline: the new terms are kept as a draft until they can be sent.
  const server = useServerAction();

  const answer = async (action: Answer) => {
    setBusy(action);
    try {
      const next = await call('answerProposal', { id: proposal.id, action });
      toast.success({
        title: t(action === 'accept' ? 'proposals.actions.accepted' : 'proposals.actions.declined'),
      });
      onChanged(next);
    } catch (error) {
      if (isStaleProposalError(error)) onStale(error);
      else toast.error({ title: t('proposals.actions.failed'), description: describe(error) });
    } finally {
      setBusy(null);
      setConfirmingDecline(false);
    }
  };

  return (
    <div className="proposal-actions" role="group" aria-label={t('proposals.actions.label')}>
      <ServerButton
        loading={busy === 'accept'}
        disabled={busy !== null}
        onClick={() => void answer('accept')}
      >
        {t('proposals.actions.accept')}
      </ServerButton>
      <Button variant="secondary" disabled={busy !== null} onClick={() => setCountering(true)}>
        {t('proposals.actions.counter')}
      </Button>
      <Dialog
        open={confirmingDecline}
        onOpenChange={setConfirmingDecline}
        size="sm"
        title={t('proposals.actions.declineTitle')}
        description={t('proposals.actions.declineDescription')}
        trigger={
          <Button variant="danger" disabled={busy !== null || server.blocked} title={server.reason}>
            {t('proposals.actions.decline')}
          </Button>
        }
        footer={
          <>
            <DialogClose asChild>
              <Button variant="secondary">{t('common.cancel')}</Button>
            </DialogClose>
            <ServerButton
              variant="danger"
              loading={busy === 'decline'}
              onClick={() => void answer('decline')}
            >
              {t('proposals.actions.declineConfirm')}
            </ServerButton>
          </>
        }
      />
      <CounterProposalDialog
        open={countering}
        onOpenChange={setCountering}
        proposal={proposal}
        onCountered={onChanged}
        onStale={onStale}
      />
    </div>
  );
}
