import { describe, expect, it } from 'vitest';
import { TRANSACTION_STATUSES, TRANSACTION_TYPES } from '../../../src-shared/domain/billing';
import { PLAN_NAMES } from '../../../src-shared/domain/plan';
import { i18n } from '../../i18n/i18n';
import { PLAN_NAME_KEYS } from './plan-labels';
import { TRANSACTION_STATUS_KEYS, TRANSACTION_TYPE_KEYS } from './transaction-labels';
import { filterOf, parseTransactionsSearch } from './transactions-search';

describe('transactions address', () => {
  it('keeps a valid filter and page', () => {
    expect(
      parseTransactionsSearch({
        type: 'payout',
        status: 'completed',
        date_from: '2026-03-01',
        date_to: '2026-03-31',
        page: 3,
      }),
    ).toEqual({
      type: 'payout',
      status: 'completed',
      date_from: '2026-03-01',
      date_to: '2026-03-31',
      page: 3,
    });
  });

  it('drops what the server would refuse', () => {
    expect(
      parseTransactionsSearch({
        type: 'gift',
        status: 42,
        date_from: '2026-02-30',
        date_to: 'mañana',
        page: 0,
      }),
    ).toEqual({});
    expect(parseTransactionsSearch({ page: 1.5 })).toEqual({});
    // Page 1 is the default and stays out of the address.
    expect(parseTransactionsSearch({ page: 1 })).toEqual({});
  });

  it('keeps only the start of a reversed range', () => {
    expect(parseTransactionsSearch({ date_from: '2026-03-10', date_to: '2026-03-01' })).toEqual({
      date_from: '2026-03-10',
    });
  });

  it('separates the filter body from the page', () => {
    expect(filterOf({ type: 'refund', page: 2 })).toEqual({ type: 'refund' });
  });
});

describe('billing labels', () => {
  it('names every plan, transaction type and status in Spanish', () => {
    const keys = [
      ...PLAN_NAMES.map((plan) => PLAN_NAME_KEYS[plan]),
      ...TRANSACTION_TYPES.map((type) => TRANSACTION_TYPE_KEYS[type]),
      ...TRANSACTION_STATUSES.map((status) => TRANSACTION_STATUS_KEYS[status]),
    ];
    expect(keys.filter((key) => !i18n.exists(key))).toEqual([]);
  });

  it('counts credits and days in Spanish', () => {
    expect(i18n.t('billing.credits.count', { count: 1 })).toBe('1 crédito');
    expect(i18n.t('billing.credits.count', { count: 1000 })).toBe('1,000 créditos');
    expect(i18n.t('billing.plan.daysLeft', { count: 1 })).toBe('queda 1 día');
  });
});
