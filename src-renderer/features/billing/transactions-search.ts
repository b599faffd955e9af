import {
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  type TransactionFilter,
} from '../../../src-shared/domain/billing';
import { isIsoDate } from '../../../src-shared/rules/iso-date';

/**
 * `/transactions?type=&status=&date_from=&date_to=&page=`: the filter and the page live in the
 * address, so going back returns to the same view. Anything malformed is dropped, never sent.
 */
export interface TransactionsSearch extends TransactionFilter {
  page?: number;
}

const pick = <T extends string>(values: readonly T[], value: unknown): T | undefined =>
  typeof value === 'string' && (values as readonly string[]).includes(value)
    ? (value as T)
    : undefined;

// The route parses its search at start-up: a plain rule keeps valibot and the shared schemas out
// of the start-up bundle.
const isoDate = (value: unknown): string | undefined =>
  typeof value === 'string' && isIsoDate(value) ? value : undefined;

export function parseTransactionsSearch(search: Record<string, unknown>): TransactionsSearch {
  const type = pick(TRANSACTION_TYPES, search.type);
  const status = pick(TRANSACTION_STATUSES, search.status);
  const dateFrom = isoDate(search.date_from);
  let dateTo = isoDate(search.date_to);
  // A reversed range typed into the address would be refused by the server: keep the start only.
  if (dateFrom && dateTo && dateFrom > dateTo) dateTo = undefined;
  const page = search.page;
  return {
    ...(type ? { type } : {}),
    ...(status ? { status } : {}),
    ...(dateFrom ? { date_from: dateFrom } : {}),
    ...(dateTo ? { date_to: dateTo } : {}),
    ...(typeof page === 'number' && Number.isInteger(page) && page > 1 ? { page } : {}),
  };
}

/** The filter body the bridge takes, without the page. */
export function filterOf({ page: _page, ...filter }: TransactionsSearch): TransactionFilter {
  return filter;
}
