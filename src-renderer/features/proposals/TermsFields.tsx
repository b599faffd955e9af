import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PROPOSAL_MESSAGE_MAX_LENGTH } from '../../../src-shared/schemas/proposal';
import { formErrorText } from '../../i18n/form-error-text';
import { DateField } from '../../ui/DateField';
import { TextField } from '../../ui/TextField';
import { HashtagTextArea } from '../hashtags';
import { MoneyField } from '../../forms/MoneyField';
import { parseMoneyInput } from '../../forms/money-input';
import { PlatformFeeLines } from '../deal-money';
import { DeliverableRows } from './DeliverableRows';
import type { TermsFormValues } from './terms-form';
import './TermsFields.css';

/**
 * The terms of a round (deliverables, price, dates, message): sending and countering share them.
 * Under the price, the platform's fee and what the brand pays (issue 32), so neither side sends
 * terms without seeing them; `feePercent` null while it is being read.
 */
export function TermsFields({ feePercent = null }: { feePercent?: number | null }) {
  const { t } = useTranslation();
  const {
    control,
    formState: { errors },
  } = useFormContext<TermsFormValues>();
  const price = parseMoneyInput(useWatch({ control, name: 'price' }));

  return (
    <div className="terms-fields">
      <DeliverableRows />
      <MoneyField
        control={control}
        name="price"
        label={t('proposals.terms.price')}
        hint={t('proposals.terms.priceHint')}
      />
      <PlatformFeeLines price={Number.isNaN(price) ? null : price} percent={feePercent} />
      <div className="terms-fields__dates">
        <Controller
          control={control}
          name="start_date"
          render={({ field }) => (
            <DateField
              label={t('proposals.terms.startDate')}
              error={formErrorText(errors.start_date, t)}
              {...field}
            />
          )}
        />
        <Controller
          control={control}
          name="end_date"
          render={({ field }) => (
            <DateField
              label={t('proposals.terms.endDate')}
              error={formErrorText(errors.end_date, t)}
              {...field}
            />
          )}
        />
      </div>
      <Controller
        control={control}
        name="revision_rounds"
        render={({ field }) => (
          <TextField
            label={t('proposals.terms.revisionRounds')}
            hint={t('proposals.terms.revisionRoundsHint')}
            error={formErrorText(errors.revision_rounds, t)}
            inputMode="numeric"
            className="terms-fields__rounds"
            {...field}
          />
        )}
      />
      <HashtagTextArea
        control={control}
        name="message"
        label={t('proposals.terms.message')}
        hint={t('proposals.terms.messageHint')}
        rows={4}
        limit={PROPOSAL_MESSAGE_MAX_LENGTH}
      />
    </div>
  );
}
