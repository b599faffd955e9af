import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type {
  CastingApplication,
  CastingApplicationInput,
  CastingCall,
} from '../../../src-shared/domain/casting-call';
import { APPLICATION_MESSAGE_MAX_LENGTH } from '../../../src-shared/schemas/casting-call';
import { call as callBridge } from '../../bridge/client';
import { ErrorCode } from '../../../src-shared/api/error-codes';
import { BridgeError } from '../../../src-shared/bridge/bridge-error';
import { Card } from '../../ui/Card';
import { toast } from '../../ui/toast';
import { LimitedTextArea } from '../../forms/LimitedTextArea';
import { MoneyField } from '../../forms/MoneyField';
import { useFormFailure } from '../../forms/use-form-failure';
import { DraftNote } from '../../drafts/DraftNote';
import { usePersistedDraft } from '../../drafts/use-persisted-draft';
import { PendingActionNotes, QueueSubmitButton, useQueuedAction } from '../queued-actions';
import { APPLY_FORM_FIELDS, applyFormSchema, type ApplyFormValues } from './apply-form';
import './ApplyForm.css';

const resolver = valibotResolver(applyFormSchema);

/** Codes that mean the call on screen is out of date: read it again to show what is true now. */
const STALE_CODES: readonly string[] = [ErrorCode.alreadyApplied, ErrorCode.castingCallNotOpen];

export interface ApplyFormProps {
  call: CastingCall;
  onApplied: (application: CastingApplication) => void;
  onReload: () => void;
}

/** A creator's application to an open call: their price in USD and a message. */
export function ApplyForm({ call, onApplied, onReload }: ApplyFormProps) {
  const { t } = useTranslation();
  const reportFailure = useFormFailure();
  const form = useForm<ApplyFormValues, unknown, CastingApplicationInput>({
    resolver,
    defaultValues: { price: '', message: '' },
    // Every rule of every field runs: the message's length and its contact check alike.
    criteriaMode: 'all',
  });
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = form;
  const draftKey = `application:${call.id}`;
  const draft = usePersistedDraft(draftKey, form);
  // Offline the application waits in main's queue; once sent, the call is read again.
  const queued = useQueuedAction('applyToCastingCall', {
    match: (args) => args.castingCallId === call.id,
    draftKey,
    onSent: onReload,
  });

  const submit = handleSubmit(async (application) => {
    if (queued.offline) {
      try {
        await queued.queue({ castingCallId: call.id, application });
        toast.info({ title: t('queuedActions.queued') });
      } catch (error) {
        reportFailure(error, APPLY_FORM_FIELDS, setError, t('queuedActions.queueFailed'));
      }
      return;
    }
    try {
      // The server gone before anyone noticed: the application waits in the queue as offline.
      const args = { castingCallId: call.id, application };
      const outcome = await queued.sendOrQueue(args, () => callBridge('applyToCastingCall', args));
      if (outcome.queued) {
        toast.info({ title: t('queuedActions.queued') });
        return;
      }
      draft.clear();
      toast.success({ title: t('applications.apply.sent', { title: call.title }) });
      onApplied(outcome.sent);
    } catch (error) {
      reportFailure(error, APPLY_FORM_FIELDS, setError, t('applications.apply.failed'));
      if (error instanceof BridgeError && STALE_CODES.includes(error.code)) onReload();
    }
  });

  return (
    <Card as="section" aria-labelledby="apply-form-title">
      <form className="apply-form" noValidate onSubmit={(event) => void submit(event)}>
        <h2 id="apply-form-title" className="apply-form__title">
          {t('applications.apply.title')}
        </h2>
        <p className="apply-form__description">{t('applications.apply.description')}</p>
        <MoneyField
          control={control}
          name="price"
          label={t('applications.apply.price')}
          hint={t('applications.apply.priceHint')}
        />
        <LimitedTextArea
          control={control}
          name="message"
          label={t('applications.apply.message')}
          hint={t('applications.apply.messageHint')}
          rows={4}
          limit={APPLICATION_MESSAGE_MAX_LENGTH}
        />
        <DraftNote status={draft.status} onDiscard={draft.discard} />
        <PendingActionNotes actions={queued.actions} />
        <QueueSubmitButton
          type="submit"
          loading={isSubmitting}
          className="apply-form__submit"
          offline={queued.offline}
          offlineLabel={t('queuedActions.sendOnReconnect')}
        >
          {t('applications.apply.submit')}
        </QueueSubmitButton>
      </form>
    </Card>
  );
}
