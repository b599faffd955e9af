import { createHash, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ErrorCode } from '../../src-shared/api/error-codes';
import {
  CREDIT_PACKAGES,
  type CreditPackageId,
  type CreditPurchase,
  type PendingCreditPurchase,
} from '../../src-shared/domain/billing';
import { isUniqueViolation } from '../db/errors';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';
import type { CreatedOrder } from '../payments/payment-provider';
import { captureOrder, type BillingDeps } from './credit-capture';
import { findOrder, findTransactionByKey, type TransactionRow } from './transaction-records';

export interface PurchaseRequest {
  package: CreditPackageId;
  currency: 'USD';
  idempotency_key: string;
}

type CreditPackage = (typeof CREDIT_PACKAGES)[number];

interface PurchaseDeps extends BillingDeps {
  userId: string;
  pack: CreditPackage;
}

/** What the key was first used for: the same key with another package or currency is a 409. */
function requestHash(request: PurchaseRequest): string {
  return createHash('sha256')
    .update(JSON.stringify([request.package, request.currency]))
    .digest('hex');
}

function purchaseDescription(pack: CreditPackage, testMode: boolean): string {
  return `Compra de ${pack.credits} créditos${testMode ? ' (modo de prueba, sin cargo real)' : ''}`;
}

/** Claims the key with a pending ledger line; the unique (user, key) decides between racers. */
async function reserve(
  db: Kysely<Database>,
  deps: PurchaseDeps,
  request: PurchaseRequest,
  hash: string,
): Promise<TransactionRow> {
  return db
    .insertInto('transactions')
    .values({
      id: randomUUID(),
      user_id: deps.userId,
      type: 'credit_purchase',
      status: 'pending',
      // Money out of the buyer's pocket: negative, as the ledger's sign convention says.
      amount: -deps.pack.price,
      credits: deps.pack.credits,
      description: purchaseDescription(deps.pack, deps.payments.provider.testMode),
      idempotency_key: request.idempotency_key,
      request_hash: hash,
      created_at: deps.now,
      updated_at: deps.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Asks the provider for the order and ties it to the ledger line. The provider gets a request id
 * fixed by the key's line, so a retry (or a racing duplicate) gets the same order, never a second.
 * When the provider cannot be reached the line reads failed until a retry with the key succeeds.
 */
async function openOrder(deps: PurchaseDeps, line: TransactionRow): Promise<string> {
  const { provider, returnUrl, cancelUrl } = deps.payments;
  let created: CreatedOrder;
  try {
    created = await provider.createOrder({
      amountCents: Math.round(deps.pack.price * 100),
      description: purchaseDescription(deps.pack, provider.testMode),
      returnUrl,
      cancelUrl,
      // The line's own id: stable across retries like the key, but unique across accounts,
      // which the provider's request ids must be (two buyers may pick the same key).
      requestId: line.id,
    });
  } catch (error) {
    await deps.db
      .updateTable('transactions')
      .set({ status: 'failed', updated_at: deps.now })
      .where('id', '=', line.id)
      .where('reference', 'is', null)
      .execute();
    throw error;
  }
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('payment_orders')
      .values({
        id: created.orderId,
        user_id: deps.userId,
        package: deps.pack.id,
        credits: deps.pack.credits,
        amount: deps.pack.price,
        status: 'created',
        test_mode: provider.testMode,
        approve_url: created.approveUrl,
        created_at: deps.now,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    await trx
      .updateTable('transactions')
      .set({ reference: created.orderId, status: 'pending', updated_at: deps.now })
      .where('id', '=', line.id)
      .where('reference', 'is', null)
      .execute();
  });
  return created.orderId;
}

/** Carries a purchase as far as it can go now, from wherever an earlier attempt left it. */
async function advance(
  deps: PurchaseDeps,
  line: TransactionRow,
): Promise<CreditPurchase | PendingCreditPurchase> {
  // Declined at capture: final, the same 402 again (a new attempt takes a new key).
  if (line.status === 'failed' && line.reference) throw new ApiError(ErrorCode.paymentDeclined);
  const orderId = line.reference ?? (await openOrder(deps, line));
  const order = await findOrder(deps.db, deps.userId, orderId);
  if (!order) throw new Error(`order ${orderId} was not recorded`);
  // Nothing to approve (the test mode): captured at once, without a window.
  if (order.approve_url === null || order.status === 'captured' || order.status === 'failed') {
    return captureOrder(deps, order);
  }
  return {
    order_id: order.id,
    status: 'approval_required',
    approve_url: order.approve_url,
    return_url: deps.payments.returnUrl,
    cancel_url: deps.payments.cancelUrl,
  };
}

/**
 * `POST /api/v3/profile/buy/extra-credits/`. The idempotency key makes the purchase happen once:
 * the same key and body answer the same purchase (completed, or waiting for approval), whatever
 * the number of retries; the same key with another body is a 409 and changes nothing.
 */
export async function buyCredits(
  deps: BillingDeps & { userId: string },
  request: PurchaseRequest,
): Promise<CreditPurchase | PendingCreditPurchase> {
  const pack = CREDIT_PACKAGES.find((item) => item.id === request.package);
  if (!pack) throw new ApiError(ErrorCode.validation);
  const context: PurchaseDeps = { ...deps, pack };
  const hash = requestHash(request);
  let line = await findTransactionByKey(deps.db, deps.userId, request.idempotency_key);
  if (!line) {
    try {
      line = await reserve(deps.db, context, request, hash);
    } catch (error) {
      if (!isUniqueViolation(error, 'transactions_user_idempotency_key')) throw error;
      line = await findTransactionByKey(deps.db, deps.userId, request.idempotency_key);
      if (!line) throw error;
    }
  }
  if (line.type !== 'credit_purchase' || line.request_hash !== hash) {
    throw new ApiError(ErrorCode.idempotencyConflict);
  }
  return advance(context, line);
}
