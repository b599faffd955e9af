import type { Kysely, Selectable } from 'kysely';
import type { Transaction } from '../../src-shared/domain/billing';
import type { PaymentOrdersTable, TransactionsTable } from '../db/billing-tables';
import type { Database } from '../db/schema';

export type TransactionRow = Selectable<TransactionsTable>;
export type PaymentOrderRow = Selectable<PaymentOrdersTable>;

/** A ledger row as the API answers it. */
export function transactionOf(row: TransactionRow): Transaction {
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    amount: row.amount,
    credits: row.credits,
    description: row.description,
    reference: row.reference,
    deal_id: row.deal_id,
    status_reason: row.status_reason,
    created_at: row.created_at.toISOString(),
  };
}

export function findTransactionByKey(
  db: Kysely<Database>,
  userId: string,
  idempotencyKey: string,
): Promise<TransactionRow | undefined> {
  return db
    .selectFrom('transactions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
}

/** The ledger line of a credit order (its reference is the order id). */
export function findPurchaseTransaction(
  db: Kysely<Database>,
  userId: string,
  orderId: string,
): Promise<TransactionRow | undefined> {
  return db
    .selectFrom('transactions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('type', '=', 'credit_purchase')
    .where('reference', '=', orderId)
    .executeTakeFirst();
}

/** The caller's own order; someone else's reads as missing. */
export function findOrder(
  db: Kysely<Database>,
  userId: string,
  orderId: string,
): Promise<PaymentOrderRow | undefined> {
  return db
    .selectFrom('payment_orders')
    .selectAll()
    .where('id', '=', orderId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}
