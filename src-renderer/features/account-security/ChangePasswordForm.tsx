import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH } from '../../../src-shared/rules/text-limits';
import { call } from '../../bridge/client';
import { useErrorMessage } from '../../i18n/error-message';
import { formErrorText, SERVER_ERROR_TYPE } from '../../i18n/form-error-text';
import { Card } from '../../ui/Card';
import { TextField } from '../../ui/TextField';
import { toast } from '../../ui/toast';
import { useFormFailure } from '../../forms/use-form-failure';
import { ServerButton } from '../../connectivity/ServerButton';
import {
  CHANGE_PASSWORD_FIELDS,
  changePasswordFormSchema,
  emptyChangePassword,
  type ChangePasswordBody,
  type ChangePasswordValues,
} from './change-password-form';
import { isPasswordIncorrect } from './password-incorrect';

const resolver = valibotResolver(changePasswordFormSchema);

/** Current password, the new one twice; a wrong current password is said under its field. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  const showFailure = useFormFailure();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordValues, unknown, ChangePasswordBody>({
    resolver,
    defaultValues: emptyChangePassword,
  });

  const submit = handleSubmit(async (body) => {
    try {
      await call('changePassword', body);
      reset(emptyChangePassword);
      toast.success({ title: t('security.password.changed') });
    } catch (error) {
      if (isPasswordIncorrect(error)) {
        setError(
          'current_password',
          { type: SERVER_ERROR_TYPE, message: describe(error) },
          { shouldFocus: true },
        );
        return;
      }
      showFailure(error, CHANGE_PASSWORD_FIELDS, setError, t('security.password.failed'));
    }
  });

  return (
    <Card as="section" aria-labelledby="change-password-title" className="security-card">
      <h2 id="change-password-title" className="security-card__title">
        {t('security.password.title')}
      </h2>
      <form className="security-form" noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          label={t('security.password.current')}
          type="password"
          autoComplete="current-password"
          error={formErrorText(errors.current_password, t)}
          {...register('current_password')}
        />
        <TextField
          label={t('security.password.new')}
          type="password"
          autoComplete="new-password"
          hint={t('security.password.newHint', { count: PASSWORD_MIN_LENGTH })}
          error={formErrorText(errors.new_password, t)}
          {...register('new_password')}
        />
        <TextField
          label={t('security.password.confirm')}
          type="password"
          autoComplete="new-password"
          error={formErrorText(errors.confirm_password, t)}
          {...register('confirm_password')}
        />
        <div className="security-form__actions">
          <ServerButton type="submit" loading={isSubmitting}>
            {t('security.password.submit')}
          </ServerButton>
        </div>
      </form>
    </Card>
  );
}
