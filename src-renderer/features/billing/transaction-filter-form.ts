import * as v from 'valibot';
import type { TransactionFilter } from '../../../src-shared/domain/billing';
import { TransactionFilterSchema } from '../../../src-shared/schemas/billing';

/** The filter as the form holds it: every control is text, blank meaning "any". */
export interface TransactionFilterValues {
  type: string;
  status: string;
  date_from: string;
  date_to: string;
}

export const TRANSACTION_FILTER_FIELDS = ['type', 'status', 'date_from', 'date_to'] as const;

const text = v.string();

/**
 * Blank controls are dropped, then the shared schema checks what is left, so a `date_from` after
 * `date_to` is refused here with the server's own rule (and message) before anything is sent.
 */
export const transactionFilterFormSchema = v.pipe(
  v.object({ type: text, status: text, date_from: text, date_to: text }),
  v.transform((values) =>
    Object.fromEntries(Object.entries(values).filter(([, value]) => value !== '')),
  ),
  TransactionFilterSchema,
);

export function filterFormValues(filter: TransactionFilter): TransactionFilterValues {
  return {
    type: filter.type ?? '',
    status: filter.status ?? '',
    date_from: filter.date_from ?? '',
    date_to: filter.date_to ?? '',
  };
}
