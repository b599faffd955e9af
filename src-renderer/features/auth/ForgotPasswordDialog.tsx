import { valibotResolver } from '@hookform/resolvers/valibot';
import { useAtom } from 'jotai';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { CredentialsSchema } from '../../../src-shared/schemas/auth';
import { call } from '../../bridge/client';
import { useErrorMessage } from '../../i18n/error-message';
import { formErrorText } from '../../i18n/form-error-text';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Dialog, DialogClose } from '../../ui/Dialog';
import { TextField } from '../../ui/TextField';
import { ResetCodeForm } from './ResetCodeForm';
import { resetLinkAtom } from './reset-link';

const ResetRequestSchema = v.strictObject({ email: CredentialsSchema.entries.email });
type ResetRequestInput = v.InferInput<typeof ResetRequestSchema>;
type ResetRequest = v.InferOutput<typeof ResetRequestSchema>;
const resolver = valibotResolver(ResetRequestSchema);

/** Boxed so any thrown value is stored as data, never run as a state updater. */
type Failure = { error: unknown } | null;

/**
 * "¿Olvidaste tu contraseña?": asks the core API to mail a reset link. The answer reads the same
 * whether or not the address has an account, so nobody learns which e-mails are registered.
 */
export function ForgotPasswordDialog() {
  const { t } = useTranslation();
  const formId = useId();
  const describe = useErrorMessage();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<Failure>(null);
  // The code of a reset link that opened the app: the dialog opens on the code step with it.
  // Adjusted during render; each link is its own object, so opening the same link again reopens.
  const [link, setLink] = useAtom(resetLinkAtom);
  // Starts empty: the sign-in page may mount after the link arrived.
  const [shownLink, setShownLink] = useState<typeof link>(null);
  const [prefilled, setPrefilled] = useState<string | null>(null);
  if (link !== shownLink) {
    setShownLink(link);
    if (link) {
      setPrefilled(link.token);
      setFailure(null);
      setOpen(true);
    }
  }
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ResetRequestInput, unknown, ResetRequest>({
    resolver,
    defaultValues: { email: '' },
  });

  const submit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      await call('requestPasswordReset', body);
      setSent(true);
    } catch (error) {
      // Only a failure to ask at all (offline, too many tries) is reported; never "no account".
      setFailure({ error });
    }
  });

  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (next) return;
    reset({ email: '' });
    setSent(false);
    setPrefilled(null);
    setLink(null);
    setFailure(null);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      size="sm"
      title={t('security.forgot.title')}
      description={t('security.forgot.description')}
      trigger={
        <Button variant="ghost" size="sm" className="sign-in__forgot">
          {t('security.forgot.open')}
        </Button>
      }
      footer={
        sent || prefilled !== null ? (
          <DialogClose asChild>
            <Button>{t('security.forgot.back')}</Button>
          </DialogClose>
        ) : (
          <>
            <DialogClose asChild>
              <Button variant="secondary">{t('common.cancel')}</Button>
            </DialogClose>
            <Button type="submit" form={formId} loading={isSubmitting}>
              {t('security.forgot.submit')}
            </Button>
          </>
        )
      }
    >
      {prefilled !== null ? (
        <ResetCodeForm key={prefilled} initialToken={prefilled} />
      ) : sent ? (
        <>
          <Alert tone="success">{t('security.forgot.sent')}</Alert>
          <ResetCodeForm />
        </>
      ) : (
        <form id={formId} noValidate onSubmit={(event) => void submit(event)}>
          <TextField
            label={t('security.forgot.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
            error={formErrorText(errors.email, t)}
            {...register('email')}
          />
        </form>
      )}
      {failure && <Alert tone="danger">{describe(failure.error)}</Alert>}
    </Dialog>
  );
}
