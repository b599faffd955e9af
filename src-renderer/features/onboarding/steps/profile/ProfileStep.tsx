import { valibotResolver } from '@hookform/resolvers/valibot';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../../../src-shared/domain/user';
import { latestAdultBirthday } from '../../../../../src-shared/rules/age';
import { BIO_MAX_LENGTH } from '../../../../../src-shared/rules/text-limits';
import { formErrorText } from '../../../../i18n/form-error-text';
import { DateField } from '../../../../ui/DateField';
import { TextAreaField } from '../../../../ui/TextAreaField';
import { TextField } from '../../../../ui/TextField';
import { showServerFieldErrors } from '../../../../forms/server-field-errors';
import { waitsOnMarkedFields } from '../../step-blocked-reason';
import { useSaveStep } from '../../use-save-step';
import { useWizardForm } from '../../use-wizard-form';
import { WizardStepForm } from '../../WizardStepForm';
import { AvatarEditor } from './avatar/AvatarEditor';
import { PROFILE_FORM_FIELDS, profileFormFrom, profileFormSchema } from './profile-form';
import { todayIso } from './today-iso';
import './ProfileStep.css';

const resolver = valibotResolver(profileFormSchema);

/** Step 2: avatar, names, birth date and bio; no contact details allowed in the texts. */
export function ProfileStep({ user, isEdit }: { user: User; isEdit: boolean }) {
  const { t } = useTranslation();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isValid, isSubmitting },
    draft,
  } = useWizardForm('profile', resolver, profileFormFrom(user));
  const bio = useWatch({ control, name: 'question_text' });
  const save = useSaveStep('profile', isEdit);

  const submit = handleSubmit(async (body) => {
    const failure = await save(body);
    if (failure) showServerFieldErrors(failure.error, PROFILE_FORM_FIELDS, setError);
  });

  return (
    <WizardStepForm
      draft={draft}
      section="profile"
      isEdit={isEdit}
      onSubmit={(event) => void submit(event)}
      blockedReason={waitsOnMarkedFields(isValid, errors) ? t('onboarding.blocked.fields') : null}
      saving={isSubmitting}
    >
      <div className="profile-step">
        <AvatarEditor user={user} />
        <div className="profile-step__fields">
          <div className="wizard-step-form__row">
            <TextField
              label={t('onboarding.profile.firstName')}
              autoComplete="given-name"
              error={formErrorText(errors.first_name, t)}
              {...register('first_name')}
            />
            <TextField
              label={t('onboarding.profile.lastName')}
              autoComplete="family-name"
              error={formErrorText(errors.last_name, t)}
              {...register('last_name')}
            />
          </div>
          <Controller
            control={control}
            name="birthday"
            render={({ field }) => (
              <DateField
                label={t('onboarding.profile.birthday')}
                autoComplete="bday"
                // The latest birth date of someone 18 today: the picker offers no younger one.
                max={latestAdultBirthday(todayIso())}
                className="profile-step__birthday"
                error={formErrorText(errors.birthday, t)}
                {...field}
              />
            )}
          />
          <TextAreaField
            label={t('onboarding.profile.bio')}
            hint={t('onboarding.profile.bioHint')}
            rows={5}
            counter={{ count: bio.length, limit: BIO_MAX_LENGTH }}
            error={formErrorText(errors.question_text, t)}
            {...register('question_text')}
          />
        </div>
      </div>
    </WizardStepForm>
  );
}
