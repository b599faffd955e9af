import { valibotResolver } from '@hookform/resolvers/valibot';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '../../../../../src-shared/api/error-codes';
import { isBridgeErrorPayload } from '../../../../../src-shared/bridge/bridge-error';
import type { User } from '../../../../../src-shared/domain/user';
import { normalizeVanity, vanityIndicator } from '../../../../../src-shared/rules/vanity';
import { formErrorText, SERVER_ERROR_TYPE } from '../../../../i18n/form-error-text';
import { VALIDATION_PARAMS } from '../../../../i18n/validation-params';
import { TextField } from '../../../../ui/TextField';
import { showServerFieldErrors } from '../../../../forms/server-field-errors';
import { useSaveStep } from '../../use-save-step';
import { useWizardForm } from '../../use-wizard-form';
import { WizardStepForm } from '../../WizardStepForm';
import { PublicUrlPreview } from './PublicUrlPreview';
import { useProfileReadyToast } from './use-profile-ready-toast';
import { useVanityAvailability, type VanityAvailability } from './use-vanity-availability';
import { vanityBlock } from './vanity-blocked-reason';
import { VANITY_FORM_FIELDS, vanityFormFrom, vanityFormSchema } from './vanity-form';
import { ignoreDisallowedVanityKey } from './vanity-keys';
import { VanityIndicator } from './VanityIndicator';
import './VanityStep.css';

const resolver = valibotResolver(vanityFormSchema);

const IN_USE: Partial<Record<VanityAvailability, boolean>> = { taken: true, free: false };

/** Step 6: the public handle, checked for availability as the creator types. */
export function VanityStep({ user, isEdit }: { user: User; isEdit: boolean }) {
  const { t } = useTranslation();
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isValid, isSubmitting },
    draft,
  } = useWizardForm('vanity', resolver, vanityFormFrom(user));
  const vanityName = useWatch({ control, name: 'vanity_name' });
  const availability = useVanityAvailability(vanityName, user.vanity_name);
  const indicator = vanityIndicator(vanityName, user.vanity_name, IN_USE[availability] ?? null);
  const save = useSaveStep('vanity', isEdit);
  const announceReady = useProfileReadyToast();

  const submit = handleSubmit(async (body) => {
    const failure = await save(body);
    if (!failure) {
      // The last step of the wizard; an edit is not the end of anything.
      if (!isEdit) announceReady(body.vanity_name);
      return;
    }
    showServerFieldErrors(failure.error, VANITY_FORM_FIELDS, setError);
    const duplicated =
      isBridgeErrorPayload(failure.error) &&
      failure.error.code === ErrorCode.duplicatedVanityName &&
      !failure.error.fields?.vanity_name;
    if (duplicated) {
      setError('vanity_name', { type: SERVER_ERROR_TYPE, message: t('vanity_in_use') });
    }
  });

  const block = vanityBlock(vanityName, isValid, availability);
  const fieldError =
    formErrorText(errors.vanity_name, t) ??
    (availability === 'taken' ? t('vanity_in_use') : undefined);

  return (
    <WizardStepForm
      draft={draft}
      section="vanity"
      isEdit={isEdit}
      onSubmit={(event) => void submit(event)}
      blockedReason={block && t(`onboarding.blocked.${block}`)}
      saving={isSubmitting}
    >
      <div className="vanity-step">
        <Controller
          control={control}
          name="vanity_name"
          render={({ field }) => (
            <TextField
              label={t('onboarding.vanity.label')}
              hint={t('onboarding.vanity.hint', VALIDATION_PARAMS)}
              error={fieldError}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              name={field.name}
              ref={field.ref}
              value={field.value}
              onBlur={field.onBlur}
              onKeyDown={ignoreDisallowedVanityKey}
              // Pasted, dropped or composed text arrives here too: lowercase, allowed characters only.
              onChange={(event) => field.onChange(normalizeVanity(event.target.value))}
            />
          )}
        />
        <VanityIndicator
          indicator={indicator}
          availability={availability}
          empty={vanityName === ''}
        />
        <PublicUrlPreview vanityName={vanityName} />
      </div>
    </WizardStepForm>
  );
}
