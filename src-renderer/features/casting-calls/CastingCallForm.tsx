import { valibotResolver } from '@hookform/resolvers/valibot';
import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { BrandSummary } from '../../../src-shared/domain/brand';
import type { CastingCall, CastingCallInput } from '../../../src-shared/domain/casting-call';
import { CREATOR_CATEGORIES } from '../../../src-shared/domain/creator-category';
import { localToday } from '../../../src-shared/rules/deadline-calendar';
import { SOCIAL_NETWORKS, type SocialNetwork } from '../../../src-shared/domain/network';
import {
  CASTING_BRIEF_MAX_LENGTH,
  CASTING_TITLE_MAX_LENGTH,
} from '../../../src-shared/schemas/casting-call';
import { formErrorText, SERVER_ERROR_TYPE } from '../../i18n/form-error-text';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { CountrySelectField } from '../../ui/CountrySelectField';
import { DateField } from '../../ui/DateField';
import { TextField } from '../../ui/TextField';
import { ToggleChipGroup } from '../../ui/ToggleChipGroup';
import { BrandSelectField } from '../brands';
import { HashtagTextArea } from '../hashtags';
import { MoneyField } from '../../forms/MoneyField';
import { useFormFailure } from '../../forms/use-form-failure';
import { DraftNote } from '../../drafts/DraftNote';
import { ServerButton } from '../../connectivity/ServerButton';
import { usePersistedDraft } from '../../drafts/use-persisted-draft';
import {
  CASTING_CALL_FORM_FIELDS,
  castingCallFormSchemaFor,
  deadlinePassed,
  keepOfferedContentTypes,
  toggled,
  type CastingCallFormValues,
} from './casting-call-form';
import { ChipsError, ContentTypeChips } from './ContentTypeChips';
import './CastingCallForm.css';

// "Today" is read at each check (Mexico City's calendar, as the core API reads it).
const resolver = valibotResolver(castingCallFormSchemaFor(() => localToday()));

export interface CastingCallFormProps {
  initialValues: CastingCallFormValues;
  /** Where what is typed is kept until it is saved: one draft per new call, one per call edited. */
  draftKey: string;
  /** Editing: the call keeps its brand here; changing it is its own action on the call. */
  fixedBrand?: BrandSummary;
  submitLabel: string;
  save: (input: CastingCallInput) => Promise<CastingCall>;
  onSaved: (call: CastingCall) => void;
  onCancel: () => void;
}

/** A casting call's fields; content types only from the chosen networks. */
export function CastingCallForm({
  initialValues,
  draftKey,
  fixedBrand,
  submitLabel,
  save,
  onSaved,
  onCancel,
}: CastingCallFormProps) {
  const { t } = useTranslation();
  const reportFailure = useFormFailure();
  const form = useForm<CastingCallFormValues, unknown, CastingCallInput>({
    resolver,
    defaultValues: initialValues,
    // Every rule runs, so checks across fields (budget range) show beside the others' errors.
    criteriaMode: 'all',
  });
  const {
    control,
    handleSubmit,
    setError,
    getValues,
    setValue,
    trigger,
    formState: { errors, isSubmitting, isSubmitted },
  } = form;
  const networks = useWatch({ control, name: 'networks' });
  const draft = usePersistedDraft(draftKey, form);

  // A call (or a kept draft) whose deadline passed since it was saved says so at once: that is
  // why it cannot be published, and the brand came here to move it.
  useEffect(() => {
    const deadline = getValues('deadline');
    if (deadline !== '' && deadlinePassed({ deadline }, localToday())) void trigger('deadline');
  }, [getValues, trigger]);

  const submit = handleSubmit(async (input) => {
    try {
      const saved = await save(input);
      draft.clear();
      onSaved(saved);
    } catch (error) {
      reportFailure(error, CASTING_CALL_FORM_FIELDS, setError, t('castingCalls.form.failed'));
    }
  });

  const toggleNetwork = (network: SocialNetwork) => {
    const networks = toggled(getValues('networks'), network);
    setValue('networks', networks, { shouldDirty: true, shouldValidate: isSubmitted });
    setValue('content_types', keepOfferedContentTypes(getValues('content_types'), networks), {
      shouldDirty: true,
      shouldValidate: isSubmitted,
    });
  };

  // Any client-side problem with the brand means the same thing: none was picked.
  const brandError =
    errors.brand_id?.type === SERVER_ERROR_TYPE
      ? formErrorText(errors.brand_id, t)
      : errors.brand_id && t('castingCalls.form.brandRequired');

  return (
    <form className="casting-call-form" noValidate onSubmit={(event) => void submit(event)}>
      <Card className="casting-call-form__card">
        {fixedBrand ? (
          <TextField
            label={t('castingCalls.brand.label')}
            hint={t('castingCalls.form.brandFixedHint')}
            value={fixedBrand.name}
            readOnly
          />
        ) : (
          <Controller
            control={control}
            name="brand_id"
            render={({ field }) => <BrandSelectField error={brandError} {...field} />}
          />
        )}
        <Controller
          control={control}
          name="title"
          render={({ field }) => (
            <TextField
              label={t('castingCalls.form.title')}
              maxLength={CASTING_TITLE_MAX_LENGTH}
              error={formErrorText(errors.title, t)}
              {...field}
            />
          )}
        />
        <HashtagTextArea
          control={control}
          name="brief"
          label={t('castingCalls.form.brief')}
          hint={t('castingCalls.form.briefHint')}
          rows={6}
          limit={CASTING_BRIEF_MAX_LENGTH}
        />
      </Card>

      <Card className="casting-call-form__card">
        <Controller
          control={control}
          name="networks"
          render={({ field }) => (
            <ToggleChipGroup
              label={t('castingCalls.form.networks')}
              options={SOCIAL_NETWORKS.map((network) => ({
                value: network,
                label: t(`networks.${network}`),
              }))}
              selected={field.value}
              onToggle={(value) => toggleNetwork(value as SocialNetwork)}
            >
              <ChipsError text={formErrorText(errors.networks, t)} />
            </ToggleChipGroup>
          )}
        />
        <Controller
          control={control}
          name="content_types"
          render={({ field }) => (
            <ContentTypeChips
              networks={networks}
              selected={field.value}
              onChange={field.onChange}
              error={formErrorText(errors.content_types, t)}
            />
          )}
        />
      </Card>

      <Card className="casting-call-form__card casting-call-form__grid">
        <MoneyField control={control} name="budget_min" label={t('castingCalls.form.budgetMin')} />
        <MoneyField control={control} name="budget_max" label={t('castingCalls.form.budgetMax')} />
        <Controller
          control={control}
          name="country"
          render={({ field }) => (
            <CountrySelectField
              label={t('castingCalls.form.country')}
              placeholder={t('castingCalls.form.anyCountry')}
              error={formErrorText(errors.country, t)}
              {...field}
            />
          )}
        />
        <Controller
          control={control}
          name="deadline"
          render={({ field }) => (
            <DateField
              min={localToday()}
              label={t('castingCalls.form.deadline')}
              error={formErrorText(errors.deadline, t)}
              {...field}
              onChange={(value) => {
                field.onChange(value);
                // Marked before any submit (a passed deadline): the mark goes once it is fixed.
                if (errors.deadline && !isSubmitted) void trigger('deadline');
              }}
            />
          )}
        />
      </Card>

      <Card className="casting-call-form__card">
        <Controller
          control={control}
          name="categories"
          render={({ field }) => (
            <ToggleChipGroup
              label={t('castingCalls.form.categories')}
              hint={t('castingCalls.form.categoriesHint')}
              options={CREATOR_CATEGORIES.map((category) => ({
                value: category,
                label: t(`categories.${category}`),
              }))}
              selected={field.value}
              onToggle={(value) =>
                field.onChange(toggled(field.value, value as (typeof CREATOR_CATEGORIES)[number]))
              }
            >
              <ChipsError text={formErrorText(errors.categories, t)} />
            </ToggleChipGroup>
          )}
        />
      </Card>

      <div className="casting-call-form__actions">
        <DraftNote status={draft.status} onDiscard={draft.discard} />
        <Button variant="secondary" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <ServerButton
          type="submit"
          loading={isSubmitting}
          offlineReason={t('offline.needsConnectionDraftKept')}
        >
          {submitLabel}
        </ServerButton>
      </div>
    </form>
  );
}
