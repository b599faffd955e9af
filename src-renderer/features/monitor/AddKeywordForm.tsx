import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as v from 'valibot';
import { ErrorCode } from '../../../src-shared/api/error-codes';
import { BridgeError } from '../../../src-shared/bridge/bridge-error';
import {
  MonitorKeywordInputSchema,
  type MonitorKeywordInput,
} from '../../../src-shared/schemas/monitor';
import { useErrorMessage } from '../../i18n/error-message';
import { formErrorText, SERVER_ERROR_TYPE } from '../../i18n/form-error-text';
import { PlusIcon } from '../../ui/icons';
import { TextField } from '../../ui/TextField';
import { toast } from '../../ui/toast';
import { useFormFailure } from '../../forms/use-form-failure';
import { DraftNote } from '../../drafts/DraftNote';
import { usePersistedDraft } from '../../drafts/use-persisted-draft';
import { PendingActionNotes, QueueSubmitButton, useQueuedAction } from '../queued-actions';
import type { MonitorKeywords } from './use-monitor-keywords';

const resolver = valibotResolver(MonitorKeywordInputSchema);
const FIELDS = ['keyword'] as const;
const DRAFT_KEY = 'monitor-keyword';

/** Start tracking a keyword: checked with the shared rules first, then by the server. */
export function AddKeywordForm({
  add,
  onQueuedSent,
}: {
  add: MonitorKeywords['add'];
  /** A keyword queued offline was sent: the list is read again. */
  onQueuedSent: () => void;
}) {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  const showFailure = useFormFailure();
  const form = useForm<
    v.InferInput<typeof MonitorKeywordInputSchema>,
    unknown,
    MonitorKeywordInput
  >({ resolver, defaultValues: { keyword: '' } });
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = form;
  const draft = usePersistedDraft(DRAFT_KEY, form);
  // Offline each keyword waits in main's queue; the field keeps it (its draft) until it is sent.
  const queued = useQueuedAction('addMonitorKeyword', {
    match: () => true,
    replaces: (waiting, next) => waiting.keyword.toLowerCase() === next.keyword.toLowerCase(),
    draftKey: DRAFT_KEY,
    onSent: (action) => {
      if (form.getValues('keyword').trim() === action.args.keyword) reset();
      onQueuedSent();
    },
  });

  const submit = handleSubmit(async ({ keyword }) => {
    if (queued.offline) {
      try {
        await queued.queue({ keyword });
        toast.info({ title: t('queuedActions.queued') });
      } catch (error) {
        showFailure(error, FIELDS, setError, t('queuedActions.queueFailed'));
      }
      return;
    }
    try {
      // The server gone before anyone noticed: the keyword waits in the queue as offline.
      const outcome = await queued.sendOrQueue({ keyword }, () => add(keyword));
      if (outcome.queued) {
        toast.info({ title: t('queuedActions.queued') });
        return;
      }
      const added = outcome.sent;
      draft.clear();
      reset();
      const name = added.keyword.keyword;
      if (added.known)
        toast.info({ title: t('monitor.keywords.alreadyTracked', { keyword: name }) });
      else toast.success({ title: t('monitor.keywords.added', { keyword: name }) });
    } catch (error) {
      // The 21st keyword: the server's reason belongs where the keyword was typed.
      if (error instanceof BridgeError && error.code === ErrorCode.monitorKeywordsFull) {
        setError(
          'keyword',
          { type: SERVER_ERROR_TYPE, message: describe(error) },
          { shouldFocus: true },
        );
        return;
      }
      showFailure(error, FIELDS, setError, t('monitor.keywords.addFailed'));
    }
  });

  return (
    <form className="monitor-add" noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        label={t('monitor.keywords.new')}
        hint={t('monitor.keywords.newHint')}
        autoComplete="off"
        spellCheck={false}
        error={formErrorText(errors.keyword, t)}
        className="monitor-add__field"
        {...register('keyword')}
      />
      <QueueSubmitButton
        type="submit"
        loading={isSubmitting}
        icon={<PlusIcon />}
        offline={queued.offline}
        offlineLabel={t('queuedActions.saveOffline')}
      >
        {t('monitor.keywords.add')}
      </QueueSubmitButton>
      <DraftNote status={draft.status} onDiscard={draft.discard} ownLine />
      {queued.actions.length > 0 && (
        <div className="monitor-add__pending">
          <PendingActionNotes actions={queued.actions} showTitle />
        </div>
      )}
    </form>
  );
}
