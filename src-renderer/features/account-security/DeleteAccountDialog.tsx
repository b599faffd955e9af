import { valibotResolver } from '@hookform/resolvers/valibot';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { BridgeArgs } from '../../../src-shared/bridge/contract';
import { call } from '../../bridge/client';
import { useErrorMessage } from '../../i18n/error-message';
import { formErrorText, SERVER_ERROR_TYPE } from '../../i18n/form-error-text';
import { useApplySession } from '../../session/use-apply-session';
import { Button } from '../../ui/Button';
import { Dialog, DialogClose } from '../../ui/Dialog';
import { TextField } from '../../ui/TextField';
import { toast } from '../../ui/toast';
import { useFormFailure } from '../../forms/use-form-failure';
import { ServerButton } from '../../connectivity/ServerButton';
import {
  DELETE_ACCOUNT_FIELDS,
  DELETE_CONFIRMATION_WORD,
  deleteAccountFormSchema,
  emptyDeleteAccount,
  type DeleteAccountValues,
} from './delete-account-form';
import { isPasswordIncorrect } from './password-incorrect';

const resolver = valibotResolver(deleteAccountFormSchema);

export interface DeleteAccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Says what goes, then asks for the password and the typed word. Main answers the session left
 * on this desktop (signed out, or the next signed-in account), which the app then shows.
 */
export function DeleteAccountDialog({ open, onOpenChange }: DeleteAccountDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const describe = useErrorMessage();
  const showFailure = useFormFailure();
  const applySession = useApplySession();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<DeleteAccountValues, unknown, BridgeArgs<'deleteAccount'>>({
    resolver,
    defaultValues: emptyDeleteAccount,
  });

  const submit = handleSubmit(async (body) => {
    try {
      const session = await call('deleteAccount', body);
      toast.success({ title: t('security.delete.done') });
      applySession(session);
    } catch (error) {
      if (isPasswordIncorrect(error)) {
        setError(
          'password',
          { type: SERVER_ERROR_TYPE, message: describe(error) },
          { shouldFocus: true },
        );
        return;
      }
      showFailure(error, DELETE_ACCOUNT_FIELDS, setError, t('security.delete.failed'));
    }
  });

  const changeOpen = (next: boolean) => {
    // Closing forgets what was typed: the password must not wait in a hidden form.
    if (!next) reset(emptyDeleteAccount);
    onOpenChange(next);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      title={t('security.delete.dialogTitle')}
      description={t('security.delete.dialogDescription')}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">{t('common.cancel')}</Button>
          </DialogClose>
          <ServerButton type="submit" form={formId} variant="danger" loading={isSubmitting}>
            {t('security.delete.confirm')}
          </ServerButton>
        </>
      }
    >
      <ul className="delete-account__consequences">
        <li>{t('security.delete.consequences.profile')}</li>
        <li>{t('security.delete.consequences.records')}</li>
        <li>{t('security.delete.consequences.sessions')}</li>
        <li>{t('security.delete.consequences.final')}</li>
      </ul>
      <form
        id={formId}
        className="security-form"
        noValidate
        onSubmit={(event) => void submit(event)}
      >
        <TextField
          label={t('security.delete.password')}
          hint={t('security.delete.passwordHint')}
          type="password"
          autoComplete="current-password"
          error={formErrorText(errors.password, t)}
          {...register('password')}
        />
        <TextField
          label={t('security.delete.confirmation', { word: DELETE_CONFIRMATION_WORD })}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          error={formErrorText(errors.confirmation, t)}
          {...register('confirmation')}
        />
      </form>
    </Dialog>
  );
}
