import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { InfluencerSettings } from '../../../src-shared/domain/account-settings';
import { call } from '../../bridge/client';
import { formErrorText } from '../../i18n/form-error-text';
import { TextField } from '../../ui/TextField';
import { toast } from '../../ui/toast';
import { useFormFailure } from '../../forms/use-form-failure';
import { ServerButton } from '../../connectivity/ServerButton';
import { DraftNote } from '../../drafts/DraftNote';
import { usePersistedDraft } from '../../drafts/use-persisted-draft';
import { OfferSwitch } from './OfferSwitch';
import {
  WORK_SETTINGS_FIELDS,
  workSettingsFormSchema,
  workSettingsFrom,
  type WorkSettingsValues,
} from './work-settings-form';

const resolver = valibotResolver(workSettingsFormSchema);

/** Whether brands may send offers, and the smallest budget worth one (optional), in USD. */
export function WorkSettingsForm({ settings }: { settings: InfluencerSettings }) {
  const { t } = useTranslation();
  const showFailure = useFormFailure();
  const form = useForm<WorkSettingsValues, unknown, InfluencerSettings>({
    resolver,
    mode: 'onTouched',
    defaultValues: workSettingsFrom(settings),
  });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const draft = usePersistedDraft('work-settings', form);

  const submit = handleSubmit(async (body) => {
    try {
      const saved = await call('saveInfluencerSettings', body);
      draft.clear();
      // What the server kept becomes the form's new starting point.
      reset(workSettingsFrom(saved));
      toast.success({ title: t('workSettings.saved') });
    } catch (error) {
      showFailure(error, WORK_SETTINGS_FIELDS, setError, t('workSettings.saveFailed'));
    }
  });

  return (
    <form className="work-settings" noValidate onSubmit={(event) => void submit(event)}>
      <OfferSwitch
        label={t('workSettings.openToOffers')}
        hint={t('workSettings.openToOffersHint')}
        {...register('open_to_offers')}
      />
      <TextField
        label={t('workSettings.minimumBudget')}
        hint={t('workSettings.minimumBudgetHint')}
        inputMode="decimal"
        autoComplete="off"
        className="work-settings__budget"
        error={formErrorText(errors.minimum_budget, t)}
        {...register('minimum_budget')}
      />
      <DraftNote status={draft.status} onDiscard={draft.discard} />
      <div>
        <ServerButton
          type="submit"
          loading={isSubmitting}
          offlineReason={t('offline.needsConnectionToSave')}
        >
          {t('workSettings.save')}
        </ServerButton>
      </div>
    </form>
  );
}
