import { valibotResolver } from '@hookform/resolvers/valibot';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as v from 'valibot';
import { CredentialsSchema, type Credentials } from '../../../src-shared/schemas/auth';
import { PASSWORD_MIN_LENGTH } from '../../../src-shared/rules/text-limits';
import { call } from '../../bridge/client';
import { fieldErrorsFor } from '../../bridge/field-errors';
import { useApplySession } from '../../session/use-apply-session';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import type { AuthMode } from './auth-mode';
import { formErrorText, SERVER_ERROR_TYPE } from '../../i18n/form-error-text';
import './CredentialsForm.css';

type CredentialsInput = v.InferInput<typeof CredentialsSchema>;

const FORM_FIELDS = ['email', 'password'] as const;

export interface CredentialsFormProps {
  mode: AuthMode;
  /** Errors that belong to no field go to the page's alert; `null` clears it. */
  onFormError: (error: unknown) => void;
}

export function CredentialsForm({ mode, onFormError }: CredentialsFormProps) {
  const { t } = useTranslation();
  const applySession = useApplySession();
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<CredentialsInput, unknown, Credentials>({
    resolver: valibotResolver(CredentialsSchema),
    defaultValues: { email: '', password: '' },
  });

  // A server error about the other mode ("email in use") is stale once the mode changes.
  useEffect(() => clearErrors(), [mode, clearErrors]);

  const submit = handleSubmit(async (credentials) => {
    onFormError(null);
    try {
      applySession(await call(mode, credentials));
    } catch (error) {
      const fieldErrors = fieldErrorsFor(error, FORM_FIELDS);
      const failedFields = FORM_FIELDS.filter((field) => fieldErrors[field]);
      for (const field of failedFields) {
        setError(field, { type: SERVER_ERROR_TYPE, message: fieldErrors[field] });
      }
      if (failedFields.length === 0) onFormError(error);
    }
  });

  return (
    <form className="credentials-form" noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        label={t('auth.fields.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        error={formErrorText(errors.email, t)}
        {...register('email')}
      />
      <TextField
        label={t('auth.fields.password')}
        type="password"
        autoComplete={mode === 'signIn' ? 'current-password' : 'new-password'}
        hint={
          mode === 'signUp' ? t('auth.passwordHint', { count: PASSWORD_MIN_LENGTH }) : undefined
        }
        error={formErrorText(errors.password, t)}
        {...register('password')}
      />
      <Button type="submit" size="lg" fullWidth loading={isSubmitting}>
        {t(`auth.submit.${mode}`)}
      </Button>
    </form>
  );
}
