import type { FormEvent, ReactNode } from 'react';
import { FormProvider, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { DialogClose } from '../../ui/Dialog';
import { DraftNote } from '../../drafts/DraftNote';
import { ServerButton } from '../../connectivity/ServerButton';
import { useServerAction } from '../../connectivity/use-server-action';
import { QueueSubmitButton } from '../queued-actions';
import type { DraftStatus } from '../../drafts/use-persisted-draft';
import type { TermsFormValues } from './terms-form';
import { TermsFields } from './TermsFields';
import './TermsForm.css';

export interface TermsFormProps<TValues extends TermsFormValues, TOutput> {
  form: UseFormReturn<TValues, unknown, TOutput>;
  /** The caller's `handleSubmit(...)`. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  /** Already translated. */
  submitLabel: string;
  /** Fields shown before the terms (the send dialog's brand). */
  children?: ReactNode;
  /** Whether what was typed is kept as a draft. */
  draftStatus?: DraftStatus;
  /** Drops the kept draft: the form goes back to what it started with. */
  onDiscardDraft?: () => void;
  /**
   * Already translated: the submit's label while the server cannot be reached, for a form whose
   * action can wait in the queue (the counter); without it the submit is disabled offline.
   */
  offlineSubmitLabel?: string;
  /** The platform's fee in percent, shown with the price; null while it is being read. */
  feePercent?: number | null;
}

/** The body of the send and counter dialogs: the terms of a round, then cancel and submit. */
export function TermsForm<TValues extends TermsFormValues, TOutput>({
  form,
  onSubmit,
  submitLabel,
  children,
  draftStatus = 'none',
  onDiscardDraft,
  offlineSubmitLabel,
  feePercent = null,
}: TermsFormProps<TValues, TOutput>) {
  const { t } = useTranslation();
  const offline = useServerAction().blocked;
  return (
    <FormProvider {...form}>
      <form className="terms-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <div className="terms-form__fields">
          {children}
          <TermsFields feePercent={feePercent} />
        </div>
        <div className="terms-form__actions">
          <DraftNote status={draftStatus} onDiscard={onDiscardDraft} ownLine />
          <DialogClose asChild>
            <Button variant="secondary">{t('common.cancel')}</Button>
          </DialogClose>
          {offlineSubmitLabel ? (
            <QueueSubmitButton
              type="submit"
              loading={form.formState.isSubmitting}
              offline={offline}
              offlineLabel={offlineSubmitLabel}
            >
              {submitLabel}
            </QueueSubmitButton>
          ) : (
            <ServerButton
              type="submit"
              loading={form.formState.isSubmitting}
              offlineReason={t('offline.needsConnectionDraftKept')}
            >
              {submitLabel}
            </ServerButton>
          )}
        </div>
      </form>
    </FormProvider>
  );
}
