import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as v from 'valibot';
import type { PayoutAccount } from '../../../src-shared/domain/billing';
import { PayoutEmailSchema } from '../../../src-shared/schemas/billing';
import { call } from '../../bridge/client';
import { formErrorText } from '../../i18n/form-error-text';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { toast } from '../../ui/toast';
import { useFormFailure } from '../../forms/use-form-failure';
import { ServerButton } from '../../connectivity/ServerButton';

type PayoutEmailInput = v.InferInput<typeof PayoutEmailSchema>;
type PayoutEmailBody = v.InferOutput<typeof PayoutEmailSchema>;

const resolver = valibotResolver(PayoutEmailSchema);
const FIELDS = ['email'] as const;

export interface PayoutEmailFormProps {
  onSaved: (account: PayoutAccount) => void;
  /** Only when an address is already saved: going back to it without changing anything. */
  onCancel?: (() => void) | undefined;
}

/** The PayPal address payouts go to; the server keeps it and only ever answers it masked. */
export function PayoutEmailForm({ onSaved, onCancel }: PayoutEmailFormProps) {
  const { t } = useTranslation();
  const showFailure = useFormFailure();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PayoutEmailInput, unknown, PayoutEmailBody>({
    resolver,
    defaultValues: { email: '' },
  });

  const submit = handleSubmit(async (body) => {
    try {
      onSaved(await call('savePayoutEmail', body));
      toast.success({ title: t('payouts.saved') });
    } catch (error) {
      showFailure(error, FIELDS, setError, t('payouts.saveFailed'));
    }
  });

  return (
    <form className="payout-form" noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        label={t('payouts.fields.email')}
        hint={t('payouts.fields.emailHint')}
        type="email"
        inputMode="email"
        autoComplete="email"
        spellCheck={false}
        error={formErrorText(errors.email, t)}
        {...register('email')}
      />
      <div className="payout-form__actions">
        {onCancel && (
          <Button variant="ghost" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        )}
        <ServerButton
          type="submit"
          loading={isSubmitting}
          offlineReason={t('offline.needsConnectionToSave')}
        >
          {t('payouts.save')}
        </ServerButton>
      </div>
    </form>
  );
}
