import { valibotResolver } from '@hookform/resolvers/valibot';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, languageName } from '../../../../../src-shared/catalogs/profile-options';
import type { User } from '../../../../../src-shared/domain/user';
import { MAX_LANGUAGES, showLanguagesWarning } from '../../../../../src-shared/rules/multi-select';
import { isValidPhone, phonePrefix } from '../../../../../src-shared/rules/phone';
import { formErrorText } from '../../../../i18n/form-error-text';
import { VALIDATION_PARAMS } from '../../../../i18n/validation-params';
import { LimitedChipsField } from '../../fields/LimitedChipsField';
import { showServerFieldErrors } from '../../../../forms/server-field-errors';
import { waitsOnMarkedFields } from '../../step-blocked-reason';
import { useSaveStep } from '../../use-save-step';
import { useWizardForm } from '../../use-wizard-form';
import { WizardStepForm } from '../../WizardStepForm';
import { BASIC_INFO_FORM_FIELDS, basicInfoFormFrom, basicInfoFormSchema } from './basic-info-form';
import { pickedCountry } from './country-search';
import { phoneErrorText } from './phone-error-text';
import { PhoneField } from './PhoneField';

const resolver = valibotResolver(basicInfoFormSchema);

const LANGUAGE_OPTIONS = LANGUAGES.map((code) => ({ value: code, label: languageName(code) }));

/** Step 3: phone with its country, and up to five spoken languages. */
export function BasicInfoStep({ user, isEdit }: { user: User; isEdit: boolean }) {
  const { t } = useTranslation();
  const {
    register,
    control,
    setValue,
    handleSubmit,
    setError,
    formState: { errors, isValid, isSubmitting },
    draft,
  } = useWizardForm('basic_info', resolver, basicInfoFormFrom(user));
  const [country, telephone] = useWatch({ control, name: ['country', 'telephone'] });
  const save = useSaveStep('basic_info', isEdit);

  // docs/PRODUCT.md §5: a new country starts the number over from its dial code.
  const changeCountry = (iso: string) => {
    setValue('country', iso, { shouldDirty: true });
    setValue('telephone', phonePrefix(pickedCountry(iso).code), {
      shouldDirty: true,
      shouldValidate: true,
    });
  };

  const submit = handleSubmit(async (body) => {
    const failure = await save(body);
    if (failure) showServerFieldErrors(failure.error, BASIC_INFO_FORM_FIELDS, setError);
  });

  // docs/PRODUCT.md §5: save waits while the phone is invalid, even before the creator touches it.
  const phoneReady = isValidPhone(telephone.trim(), pickedCountry(country).code);
  const blockedReason = !phoneReady
    ? t('onboarding.blocked.phone')
    : waitsOnMarkedFields(isValid, errors)
      ? t('onboarding.blocked.fields')
      : null;

  return (
    <WizardStepForm
      draft={draft}
      section="basic_info"
      isEdit={isEdit}
      onSubmit={(event) => void submit(event)}
      blockedReason={blockedReason}
      saving={isSubmitting}
    >
      <div className="wizard-step-form__section">
        <PhoneField
          country={country}
          onCountryChange={changeCountry}
          input={register('telephone')}
          error={
            phoneErrorText(errors.telephone, telephone, country, t) ??
            formErrorText(errors.country, t)
          }
        />
      </div>
      <div className="wizard-step-form__section">
        <Controller
          control={control}
          name="languages"
          render={({ field }) => (
            <LimitedChipsField
              label={t('onboarding.basicInfo.languages')}
              hint={t('onboarding.basicInfo.languagesHint', VALIDATION_PARAMS)}
              options={LANGUAGE_OPTIONS}
              value={field.value}
              onChange={field.onChange}
              max={MAX_LANGUAGES}
              refusedMessage={t('validation.languagesMax', VALIDATION_PARAMS)}
              warning={
                showLanguagesWarning(field.value)
                  ? t('onboarding.basicInfo.languagesWarning', VALIDATION_PARAMS)
                  : null
              }
              error={formErrorText(errors.languages, t)}
            />
          )}
        />
      </div>
    </WizardStepForm>
  );
}
