import { valibotResolver } from '@hookform/resolvers/valibot';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PETS, RELATIONSHIPS } from '../../../../../src-shared/catalogs/profile-options';
import type { User } from '../../../../../src-shared/domain/user';
import { MAX_PETS } from '../../../../../src-shared/rules/multi-select';
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
import { ChildrenField } from './ChildrenField';
import { FAMILY_FORM_FIELDS, familyFormFrom, familyFormSchema } from './family-form';

const resolver = valibotResolver(familyFormSchema);

/** Step 5: relationship, children (gender and age range) and up to four pets. */
export function FamilyStep({ user, isEdit }: { user: User; isEdit: boolean }) {
  const { t } = useTranslation();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isValid, isSubmitting },
    draft,
  } = useWizardForm('family', resolver, familyFormFrom(user));
  const save = useSaveStep('family', isEdit);

  const submit = handleSubmit(async (body) => {
    const failure = await save(body);
    if (failure) showServerFieldErrors(failure.error, FAMILY_FORM_FIELDS, setError);
  });

  return (
    <WizardStepForm
      draft={draft}
      section="family"
      isEdit={isEdit}
      onSubmit={(event) => void submit(event)}
      blockedReason={waitsOnMarkedFields(isValid, errors) ? t('onboarding.blocked.fields') : null}
      saving={isSubmitting}
    >
      <div className="wizard-step-form__section">
        <div className="wizard-step-form__row">
          <SelectField
            label={t('onboarding.family.relationship')}
            options={optionsOf('relationship', RELATIONSHIPS, t)}
            error={formErrorText(errors.relationship, t)}
            {...register('relationship')}
          />
        </div>
      </div>
      <div className="wizard-step-form__section">
        <Controller
          control={control}
          name="children"
          render={({ field }) => (
            <ChildrenField
              rows={field.value}
              onChange={field.onChange}
              error={formErrorText(errors.children, t)}
            />
          )}
        />
      </div>
      <div className="wizard-step-form__section">
        <Controller
          control={control}
          name="pets"
          render={({ field }) => (
            <LimitedChipsField
              label={t('onboarding.family.pets')}
              hint={t('onboarding.family.petsHint', VALIDATION_PARAMS)}
              options={optionsOf('pets', PETS, t)}
              value={field.value}
              onChange={field.onChange}
              max={MAX_PETS}
              refusedMessage={t('validation.petsMax', VALIDATION_PARAMS)}
              error={formErrorText(errors.pets, t)}
            />
          )}
        />
      </div>
    </WizardStepForm>
  );
}
