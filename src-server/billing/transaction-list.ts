import { sql, type Kysely } from 'kysely';
import type { TransactionFilter, TransactionPage } from '../../src-shared/domain/billing';
import type { Database } from '../db/schema';
import type { Paging } from '../http/paging';
import { transactionOf } from './transaction-records';

/**
 * Filter dates are days of the product's calendar, Mexico City's (as casting-calls/calendar.ts):
 * a purchase at 8 p.m. local time on the 5th belongs to the 5th, though UTC already says the 6th.
 */
const MARKET_TIME_ZONE = 'America/Mexico_City';

const cents = (value: number) => Math.round(value * 100) / 100;

function filtered(db: Kysely<Database>, userId: string, filter: TransactionFilter) {
  let query = db.selectFrom('transactions').where('user_id', '=', userId);
  if (filter.type) query = query.where('type', '=', filter.type);
  if (filter.status) query = query.where('status', '=', filter.status);
  // Both bounds inclusive days, compared as instants so the (user, created_at) index serves them.
  if (filter.date_from) {
    query = query.where(
      'created_at',
      '>=',
      sql<Date>`(cast(${filter.date_from} as date))::timestamp at time zone ${MARKET_TIME_ZONE}`,
    );
  }
  if (filter.date_to) {
    query = query.where(
      'created_at',
      '<',
      sql<Date>`(cast(${filter.date_to} as date) + 1)::timestamp at time zone ${MARKET_TIME_ZONE}`,
    );
  }
  return query;
}

/**
 * `POST /api/v3/transactions/`: the caller's own ledger, newest first, and totals over every row
 * the filter matches (not just this page). Failed and cancelled lines moved no money, so they count in `count`
 * but not in the totals; `money_out` is a positive sum, `amount` is in minus out.
 */
export async function listTransactions(
  db: Kysely<Database>,
  userId: string,
  filter: TransactionFilter,
  paging: Paging,
): Promise<TransactionPage> {
  const [rows, summary] = await Promise.all([
    filtered(db, userId, filter)
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(paging.size_page)
      .offset(paging.offset)
      .execute(),
    filtered(db, userId, filter)
      .select((eb) => [
        eb.fn.countAll<number>().as('count'),
        sql<
          number | null
        >`sum(amount) filter (where status not in ('failed', 'cancelled') and amount > 0)`.as(
          'money_in',
        ),
        sql<
          number | null
        >`sum(-amount) filter (where status not in ('failed', 'cancelled') and amount < 0)`.as(
          'money_out',
        ),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  const moneyIn = cents(summary.money_in ?? 0);
  const moneyOut = cents(summary.money_out ?? 0);
  return {
    results: rows.map(transactionOf),
    count: summary.count,
    page: paging.page,
    size_page: paging.size_page,
    totals: { amount: cents(moneyIn - moneyOut), money_in: moneyIn, money_out: moneyOut },
  };
}
