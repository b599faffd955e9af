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
    if (queued.offline) {
      try {
        await queued.queue({ id: proposal.id, terms });
        toast.info({ title: t('queuedActions.queued') });
        onDone();
      } catch (error) {
        reportFailure(error, termsFieldPaths(rowCount), setError, t('queuedActions.queueFailed'));
      }
      return;
    }
    try {
      const next = await call('counterProposal', { id: proposal.id, terms });
      draft.clear();
      toast.success({ title: t('proposals.actions.countered') });
      onCountered(next);
      onDone();
    } catch (error) {
      if (isStaleProposalError(error)) {
        onDone();
        onStale(error);
        return;
      }
      reportFailure(error, termsFieldPaths(rowCount), setError, t('proposals.actions.failed'));
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
