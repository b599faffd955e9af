import { valibotResolver } from '@hookform/resolvers/valibot';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ETHNICITIES,
  GENDERS,
  SCHOLARSHIPS,
} from '../../../../../src-shared/catalogs/profile-options';
import type { User } from '../../../../../src-shared/domain/user';
import { MAX_ETHNICITIES } from '../../../../../src-shared/rules/multi-select';
import { formErrorText } from '../../../../i18n/form-error-text';
import { VALIDATION_PARAMS } from '../../../../i18n/validation-params';
import { SelectField } from '../../../../ui/SelectField';
import { LimitedChipsField } from '../../fields/LimitedChipsField';
import { optionsOf } from '../../option-labels';
import { showServerFieldErrors } from '../../../../forms/server-field-errors';
import { waitsOnMarkedFields } from '../../step-blocked-reason';
import { useSaveStep } from '../../use-save-step';
import { useWizardForm } from '../../use-wizard-form';
import { WizardStepForm } from '../../WizardStepForm';
import {
  DEMOGRAPHICS_FORM_FIELDS,
  demographicsFormFrom,
  demographicsFormSchema,
} from './demographics-form';

const resolver = valibotResolver(demographicsFormSchema);

/** Step 4: gender, scholarship and up to four ethnic origins. */
export function DemographicsStep({ user, isEdit }: { user: User; isEdit: boolean }) {
  const { t } = useTranslation();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isValid, isSubmitting },
    draft,
  } = useWizardForm('demographics', resolver, demographicsFormFrom(user));
  const save = useSaveStep('demographics', isEdit);

  const submit = handleSubmit(async (body) => {
    const failure = await save(body);
    if (failure) showServerFieldErrors(failure.error, DEMOGRAPHICS_FORM_FIELDS, setError);
  });

  return (
    <WizardStepForm
      draft={draft}
      section="demographics"
      isEdit={isEdit}
      onSubmit={(event) => void submit(event)}
      blockedReason={waitsOnMarkedFields(isValid, errors) ? t('onboarding.blocked.fields') : null}
      saving={isSubmitting}
    >
      <div className="wizard-step-form__section">
        <div className="wizard-step-form__row">
          <SelectField
            label={t('onboarding.demographics.gender')}
            options={optionsOf('gender', GENDERS, t)}
            error={formErrorText(errors.gender, t)}
            {...register('gender')}
          />
          <SelectField
            label={t('onboarding.demographics.scholarship')}
            options={optionsOf('scholarship', SCHOLARSHIPS, t)}
            error={formErrorText(errors.scholarship, t)}
            {...register('scholarship')}
          />
        </div>
      </div>
      <div className="wizard-step-form__section">
        <Controller
          control={control}
          name="ethnicity"
          render={({ field }) => (
            <LimitedChipsField
              label={t('onboarding.demographics.ethnicity')}
              hint={t('onboarding.demographics.ethnicityHint', VALIDATION_PARAMS)}
              options={optionsOf('ethnicity', ETHNICITIES, t)}
              value={field.value}
              onChange={field.onChange}
              max={MAX_ETHNICITIES}
              refusedMessage={t('validation.ethnicityMax', VALIDATION_PARAMS)}
              error={formErrorText(errors.ethnicity, t)}
            />
          )}
        />
      </div>
    </WizardStepForm>
  );
}
