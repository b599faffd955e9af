import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ErrorCode } from '../../src-shared/api/error-codes';
import type { CreditPurchase } from '../../src-shared/domain/billing';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';
import type { CapturedOrder, Payments } from '../payments/payment-provider';
import { addCredits, creditBalance } from './credit-balance';
import {
  findOrder,
  findPurchaseTransaction,
  transactionOf,
  type PaymentOrderRow,
} from './transaction-records';

export interface BillingDeps {
  db: Kysely<Database>;
  payments: Payments;
  now: Date;
}

const CAPTURE_PENDING =
  'PayPal todavía está procesando el pago. Vuelve a intentarlo en unos minutos para recibir tus créditos.';

/** What a captured order answers, the same however often it is asked. */
export async function completedPurchase(
  db: Kysely<Database>,
  order: PaymentOrderRow,
): Promise<CreditPurchase> {
  const line = await findPurchaseTransaction(db, order.user_id, order.id);
  if (!line) throw new Error(`order ${order.id} has no ledger line`);
  return {
    order_id: order.id,
    status: 'completed',
    credits_added: order.credits,
    balance: await creditBalance(db, order.user_id),
    transaction: transactionOf(line),
    test_mode: order.test_mode,
  };
}

/**
 * Order, ledger line and balance change together, on the order row locked for the decision: two
 * captures at once (a double click, a retry) add the credits once, the second finding it done.
 */
async function settle(
  deps: BillingDeps,
  order: PaymentOrderRow,
  outcome: 'captured' | 'failed',
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const locked = await trx
      .selectFrom('payment_orders')
      .select('status')
      .where('id', '=', order.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (locked.status === 'captured' || locked.status === 'failed') return;
    await trx
      .updateTable('payment_orders')
      .set({ status: outcome, ...(outcome === 'captured' ? { captured_at: deps.now } : {}) })
      .where('id', '=', order.id)
      .execute();
    await trx
      .updateTable('transactions')
      .set({ status: outcome === 'captured' ? 'completed' : 'failed', updated_at: deps.now })
      .where('user_id', '=', order.user_id)
      .where('type', '=', 'credit_purchase')
      .where('reference', '=', order.id)
      .execute();
    if (outcome === 'captured') await addCredits(trx, order.user_id, order.credits, deps.now);
  });
}

async function capture(deps: BillingDeps, order: PaymentOrderRow): Promise<CapturedOrder> {
  try {
    // A new request id per attempt: a capture refused before approval must not be replayed to
    // the approved order. A capture that did go through earlier is read back by the provider.
    return await deps.payments.provider.captureOrder(order.id, randomUUID());
  } catch (error) {
    if (error instanceof ApiError && error.code === ErrorCode.paymentDeclined) {
      await settle(deps, order, 'failed');
    }
    throw error;
  }
}

/**
 * Captures an order and credits the account once. Captured: the same completed purchase again.
 * Failed (declined earlier): 402 again, nothing charged. A capture PayPal holds as pending keeps
 * the purchase pending (409) until a later capture finds it completed.
 */
export async function captureOrder(
  deps: BillingDeps,
  order: PaymentOrderRow,
): Promise<CreditPurchase> {
  if (order.status === 'captured') return completedPurchase(deps.db, order);
  if (order.status === 'failed') throw new ApiError(ErrorCode.paymentDeclined);
  const result = await capture(deps, order);
  if (result.status === 'PENDING') {
    await deps.db
      .updateTable('payment_orders')
      .set({ status: 'approved' })
      .where('id', '=', order.id)
      .where('status', '=', 'created')
      .execute();
    throw new ApiError(ErrorCode.paymentNotApproved, { message: CAPTURE_PENDING });
  }
  await settle(deps, order, result.status === 'COMPLETED' ? 'captured' : 'failed');
  const settled = await findOrder(deps.db, order.user_id, order.id);
  if (!settled || settled.status !== 'captured') throw new ApiError(ErrorCode.paymentDeclined);
  return completedPurchase(deps.db, settled);
}
