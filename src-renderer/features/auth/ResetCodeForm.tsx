import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { ChangePasswordSchema, ResetTokenSchema } from '../../../src-shared/schemas/account';
import { call } from '../../bridge/client';
import { useErrorMessage } from '../../i18n/error-message';
import { formErrorText } from '../../i18n/form-error-text';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';

const ResetCodeSchema = v.strictObject({
  token: ResetTokenSchema,
  new_password: ChangePasswordSchema.entries.new_password,
});
type ResetCodeInput = v.InferInput<typeof ResetCodeSchema>;
type ResetCode = v.InferOutput<typeof ResetCodeSchema>;
const resolver = valibotResolver(ResetCodeSchema);

type Failure = { error: unknown } | null;

/**
 * The second step of a forgotten password: the code the mail carries (pasted, since a desktop
 * cannot always open the mail's link) and the new password.
 */
export function ResetCodeForm({ initialToken = '' }: { initialToken?: string }) {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<Failure>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetCodeInput, unknown, ResetCode>({
    resolver,
    defaultValues: { token: initialToken, new_password: '' },
  });

  const submit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      await call('resetPassword', body);
      setDone(true);
    } catch (error) {
      setFailure({ error });
    }
  });

  if (done) return <Alert tone="success">{t('security.forgot.changed')}</Alert>;
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="reset-code">
      <TextField
        label={t('security.forgot.code')}
        hint={t('security.forgot.codeHint')}
        autoComplete="one-time-code"
        spellCheck={false}
        error={formErrorText(errors.token, t)}
        {...register('token')}
      />
      <TextField
        label={t('security.forgot.newPassword')}
        type="password"
        autoComplete="new-password"
        error={formErrorText(errors.new_password, t)}
        {...register('new_password')}
      />
      {failure && <Alert tone="danger">{describe(failure.error)}</Alert>}
      <Button type="submit" loading={isSubmitting}>
        {t('security.forgot.setPassword')}
      </Button>
    </form>
  );
}
