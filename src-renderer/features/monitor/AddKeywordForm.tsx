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
import { useFormFailure } from '../marketplace/use-form-failure';
import { ServerButton } from '../offline/ServerButton';
import { DraftNote } from '../offline/DraftNote';
import { usePersistedDraft } from '../offline/use-persisted-draft';
import type { MonitorKeywords } from './use-monitor-keywords';

const resolver = valibotResolver(MonitorKeywordInputSchema);
const FIELDS = ['keyword'] as const;

/** Start tracking a keyword: checked with the shared rules first, then by the server. */
export function AddKeywordForm({ add }: { add: MonitorKeywords['add'] }) {
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
  const draft = usePersistedDraft('monitor-keyword', form);

  const submit = handleSubmit(async ({ keyword }) => {
    try {
      const added = await add(keyword);
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
      <ServerButton type="submit" loading={isSubmitting} icon={<PlusIcon />}>
        {t('monitor.keywords.add')}
      </ServerButton>
      <DraftNote status={draft.status} onDiscard={draft.discard} ownLine />
    </form>
  );
}
