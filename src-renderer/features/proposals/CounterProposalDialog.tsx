import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Proposal, ProposalTermsInput } from '../../../src-shared/domain/proposal';
import { call } from '../../bridge/client';
import { Alert } from '../../ui/Alert';
import { Dialog } from '../../ui/Dialog';
import { toast } from '../../ui/toast';
import { useFormFailure } from '../../forms/use-form-failure';
import { usePersistedDraft } from '../../drafts/use-persisted-draft';
import { useQueuedAction } from '../queued-actions';
import { isStaleProposalError } from './stale-proposal';
import {
  termsFieldPaths,
  termsFormFrom,
  termsFormSchema,
  type TermsFormValues,
} from './terms-form';
import { TermsForm } from './TermsForm';

const resolver = valibotResolver(termsFormSchema);

export interface CounterProposalDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  proposal: Proposal;
  onCountered: (proposal: Proposal) => void;
  /** The proposal moved on meanwhile (closed, or not this side's turn any more). */
  onStale: (error: unknown) => void;
}

/** New terms for the next round, starting from the ones on the table. */
export function CounterProposalDialog({
  open,
  onOpenChange,
  ...formProps
}: CounterProposalDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={t('proposals.actions.counterTitle')}
      description={t('proposals.actions.counterDescription')}
    >
      <CounterForm {...formProps} onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}

interface CounterFormProps extends Omit<CounterProposalDialogProps, 'open' | 'onOpenChange'> {
  onDone: () => void;
}

function CounterForm({ proposal, onCountered, onStale, onDone }: CounterFormProps) {
  const { t } = useTranslation();
  const reportFailure = useFormFailure();
  const form = useForm<TermsFormValues, unknown, ProposalTermsInput>({
    resolver,
    defaultValues: termsFormFrom(proposal),
    // Every rule runs, so checks across fields show beside the other fields' errors.
    criteriaMode: 'all',
  });
  const { control, handleSubmit, setError } = form;
  const rowCount = useWatch({ control, name: 'deliverables' }).length;
  // Per round: once the other side answers, a counter typed against the old terms is stale.
  const draftKey = `counter:${proposal.id}:${proposal.rounds.length}`;
  const draft = usePersistedDraft(draftKey, form);
  // Offline the counter waits in main's queue and goes on reconnect; its draft stays until then.
  // One counter per proposal waits at a time: main refuses a second (`already_queued`) rather
  // than replacing the first behind the person's back, and the form says so before they try.
  const queued = useQueuedAction('counterProposal', {
    match: (args) => args.id === proposal.id,
    draftKey,
    replaces: false,
  });
  const alreadyQueued = queued.offline && queued.actions.length > 0;

  const submit = handleSubmit(async (terms) => {
    const args = { id: proposal.id, terms };
    // Which step failed: main refusing to queue (a counter already waits, 409) is said as such
    // and keeps what was typed; only the server refusing the counter can mean it moved on.
    const refused: { error?: unknown } = {};
    try {
      // Offline, or the server gone before anyone noticed (issue 34): the counter waits in the
      // queue, shown on the proposal, its draft kept until main sends it.
      const outcome = await queued.sendOrQueue(args, async () => {
        try {
          return await call('counterProposal', args);
        } catch (error) {
          refused.error = error;
          throw error;
        }
      });
      if (outcome.queued) {
        toast.info({ title: t('queuedActions.queued') });
        onDone();
        return;
      }
      draft.clear();
      toast.success({ title: t('proposals.actions.countered') });
      onCountered(outcome.sent);
      onDone();
    } catch (error) {
      const refusedSend = 'error' in refused && refused.error === error;
      if (refusedSend && isStaleProposalError(error)) {
        onDone();
        onStale(error);
        return;
      }
      const title = refusedSend ? t('proposals.actions.failed') : t('queuedActions.queueFailed');
      reportFailure(error, termsFieldPaths(rowCount), setError, title);
    }
  });

  return (
    <TermsForm
      form={form}
      onSubmit={submit}
      submitLabel={t('proposals.actions.counterSubmit')}
      draftStatus={draft.status}
      onDiscardDraft={draft.discard}
      offlineSubmitLabel={t('queuedActions.sendOnReconnect')}
      // The fee was fixed when the proposal was sent; a counter keeps it.
      feePercent={proposal.platform_fee_percent}
    >
      {alreadyQueued && (
        <Alert tone="warning" title={t('queuedActions.conflict.alreadyQueuedTitle')}>
          {t('queuedActions.conflict.alreadyQueued')}
        </Alert>
      )}
    </TermsForm>
  );
}
