import { valibotResolver } from '@hookform/resolvers/valibot';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  type TransactionFilter,
} from '../../../src-shared/domain/billing';
import { formErrorText } from '../../i18n/form-error-text';
import { Button } from '../../ui/Button';
import { FilterIcon } from '../../ui/icons';
import { SelectField } from '../../ui/SelectField';
import { DateField } from '../../ui/DateField';
import {
  filterFormValues,
  transactionFilterFormSchema,
  type TransactionFilterValues,
} from './transaction-filter-form';
import { TRANSACTION_STATUS_KEYS, TRANSACTION_TYPE_KEYS } from './transaction-labels';

const resolver = valibotResolver(transactionFilterFormSchema);

export interface TransactionFiltersProps {
  /** The filter applied now (from the address: back and forward change it too). */
  filter: TransactionFilter;
  onApply: (filter: TransactionFilter) => void;
}

/** Type, status and a date range; applied together so a reversed range never reaches the server. */
export function TransactionFilters({ filter, onApply }: TransactionFiltersProps) {
  const { t } = useTranslation();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<TransactionFilterValues, unknown, TransactionFilter>({
    resolver,
    // Follows the applied filter (compared deeply), so the form stays mounted and keeps focus.
    values: filterFormValues(filter),
  });

  const typeOptions = TRANSACTION_TYPES.map((type) => ({
    value: type,
    label: t(TRANSACTION_TYPE_KEYS[type]),
  }));
  const statusOptions = TRANSACTION_STATUSES.map((status) => ({
    value: status,
    label: t(TRANSACTION_STATUS_KEYS[status]),
  }));

  return (
    <form
      className="transaction-filters"
      aria-label={t('transactions.filters.label')}
      noValidate
      onSubmit={(event) => void handleSubmit(onApply)(event)}
    >
      <SelectField
        label={t('transactions.filters.type')}
        placeholder={t('transactions.filters.any')}
        options={typeOptions}
        error={formErrorText(errors.type, t)}
        {...register('type')}
      />
      <SelectField
        label={t('transactions.filters.status')}
        placeholder={t('transactions.filters.any')}
        options={statusOptions}
        error={formErrorText(errors.status, t)}
        {...register('status')}
      />
      <Controller
        control={control}
        name="date_from"
        render={({ field }) => (
          <DateField
            label={t('transactions.filters.dateFrom')}
            error={formErrorText(errors.date_from, t)}
            {...field}
          />
        )}
      />
      <Controller
        control={control}
        name="date_to"
        render={({ field }) => (
          <DateField
            label={t('transactions.filters.dateTo')}
            error={formErrorText(errors.date_to, t)}
            {...field}
          />
        )}
      />
      <div className="transaction-filters__actions">
        <Button type="submit" icon={<FilterIcon />}>
          {t('transactions.filters.apply')}
        </Button>
        <Button variant="ghost" onClick={() => onApply({})}>
          {t('transactions.filters.clear')}
        </Button>
      </div>
    </form>
  );
}
