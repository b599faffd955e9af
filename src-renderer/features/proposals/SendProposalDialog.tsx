import { valibotResolver } from '@hookform/resolvers/valibot';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Proposal } from '../../../src-shared/domain/proposal';
import type { ProposalInput } from '../../../src-shared/domain/proposal';
import { call } from '../../bridge/client';
import { useRemoteData } from '../../data/use-remote-data';
import { formErrorText, SERVER_ERROR_TYPE } from '../../i18n/form-error-text';
import { Dialog } from '../../ui/Dialog';
import { toast } from '../../ui/toast';
import { BrandSelectField } from '../brands';
import { useFormFailure } from '../../forms/use-form-failure';
import { usePersistedDraft } from '../../drafts/use-persisted-draft';
import { emptyTermsForm, sendFormSchema, termsFieldPaths, type SendFormValues } from './terms-form';
import { TermsForm } from './TermsForm';

export interface SendProposalDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  creator: { id: string; name: string };
  /** When the offer answers an accepted casting application. */
  applicationId?: string;
  /** What the form starts from (an accepted application's call and price); blank otherwise. */
  initialValues?: SendFormValues;
  onSent(proposal: Proposal): void;
}

/**
 * Where focus was when the dialog opened (the button that opened it), to give it back on close:
 * the dialog is opened from outside, without a Radix trigger that would do it. Read in a layout
 * effect, before the dialog's focus scope moves focus inside.
 */
function useOpener(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement) {
      opener.current = document.activeElement;
    }
  }, [open]);
  return (event: Event) => {
    const element = opener.current;
    opener.current = null;
    // Gone after sending (the page moved on, or the button became a link): the default stands.
    if (!element?.isConnected) return;
    event.preventDefault();
    element.focus();
  };
}

/** A brand's first offer to a creator: which brand, what to publish, for how much and when. */
export function SendProposalDialog({
  open,
  onOpenChange,
  creator,
  applicationId,
  initialValues,
  onSent,
}: SendProposalDialogProps) {
  const { t } = useTranslation();
  const returnFocus = useOpener(open);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={t('proposals.send.title', { name: creator.name })}
      description={t('proposals.send.description')}
      onCloseAutoFocus={returnFocus}
    >
      {/* Only mounted while open, so every opening starts from the same offer. */}
      <SendProposalForm
        creator={creator}
        applicationId={applicationId}
        initialValues={initialValues}
        onSent={(proposal) => {
          onSent(proposal);
          onOpenChange(false);
        }}
      />
    </Dialog>
  );
}

interface SendProposalFormProps {
  creator: { id: string; name: string };
  applicationId: string | undefined;
  initialValues: SendFormValues | undefined;
  onSent: (proposal: Proposal) => void;
}

function SendProposalForm({
  creator,
  applicationId,
  initialValues,
  onSent,
}: SendProposalFormProps) {
  const { t } = useTranslation();
  // A new proposal's fee is the server's current one; the proposal keeps it once sent.
  const fees = useRemoteData('platform-fees', () => call('getPlatformFees'));
  const reportFailure = useFormFailure();
  const resolver = useMemo(
    () => valibotResolver(sendFormSchema(creator.id, applicationId)),
    [creator.id, applicationId],
  );
  const form = useForm<SendFormValues, unknown, ProposalInput>({
    resolver,
    defaultValues: initialValues ?? { ...emptyTermsForm(), brand_id: '' },
    // Every rule runs, so checks across fields show beside the other fields' errors.
    criteriaMode: 'all',
  });
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = form;
  const rowCount = useWatch({ control, name: 'deliverables' }).length;
  const draft = usePersistedDraft(`proposal:${creator.id}:${applicationId ?? 'direct'}`, form);

  const submit = handleSubmit(async (input) => {
    try {
      const proposal = await call('sendProposal', input);
      draft.clear();
      toast.success({ title: t('proposals.send.sent', { name: creator.name }) });
      onSent(proposal);
    } catch (error) {
      const fields = ['brand_id' as const, ...termsFieldPaths(rowCount)];
      reportFailure(error, fields, setError, t('proposals.send.failed'));
    }
  });

  // Any client-side problem with the brand means the same thing: none was picked.
  const brandError =
    errors.brand_id?.type === SERVER_ERROR_TYPE
      ? formErrorText(errors.brand_id, t)
      : errors.brand_id && t('proposals.send.brandRequired');

  return (
    <TermsForm
      form={form}
      onSubmit={submit}
      submitLabel={t('proposals.send.submit')}
      draftStatus={draft.status}
      onDiscardDraft={draft.discard}
      feePercent={fees.state.status === 'ready' ? fees.state.data.platform_fee_percent : null}
    >
      <Controller
        control={control}
        name="brand_id"
        render={({ field }) => <BrandSelectField error={brandError} {...field} />}
      />
    </TermsForm>
  );
}
