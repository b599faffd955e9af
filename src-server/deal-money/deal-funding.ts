import { createHash, randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { ErrorCode } from '../../src-shared/api/error-codes';
import {
  feeCents,
  splitCents,
  toCents,
  type DealFundingResult,
  type ReleaseMode,
} from '../../src-shared/domain/deal-money';
import { creatorDisplayName } from '../collaborations/collaboration-serializer';
import { notify } from '../collaborations/notify';
import type { DealFundingsTable } from '../db/deal-money-tables';
import { isUniqueViolation } from '../db/errors';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';
import type { Payments } from '../payments/payment-provider';
import { lockDeal } from './deal-records';
import { settleDeal } from './deal-settlement';

type Db = Kysely<Database>;
type FundingRow = Selectable<DealFundingsTable>;

export interface FundingDeps {
  db: Db;
  payments: Payments;
  now: Date;
  /** Reads the deal's money for the answer (deal-money-read.ts), after the funding settled. */
  answer: () => Promise<DealFundingResult & { status: 'completed' }>;
}

export interface FundRequest {
  idempotency_key: string;
  release_mode: ReleaseMode;
  /** What the brand was shown (price + fee, cents); another total is a 409, nothing charged. */
  total_cents: number;
}

interface DealPrice {
  collaborationId: string;
  brandName: string;
  creatorName: string;
  priceCents: number;
  feeCents: number;
}

const CAPTURE_PENDING =
  'PayPal todavía está procesando el pago. Vuelve a intentarlo en unos minutos; no se hará un segundo cargo.';

function requestHash(request: FundRequest): string {
  return createHash('sha256')
    .update(JSON.stringify([request.release_mode, request.total_cents]))
    .digest('hex');
}

async function priceOf(
  db: Db,
  collaborationId: string,
): Promise<DealPrice & { fundable: boolean }> {
  const row = await db
    .selectFrom('collaborations')
    .innerJoin('brands', 'brands.id', 'collaborations.brand_id')
    .innerJoin('users as creator', 'creator.id', 'collaborations.creator_id')
    .select([
      'collaborations.price',
      'collaborations.platform_fee_bp',
      'collaborations.status',
      'brands.name as brand_name',
      'creator.first_name',
      'creator.last_name',
      'creator.vanity_name',
    ])
    .where('collaborations.id', '=', collaborationId)
    .executeTakeFirstOrThrow();
  const priceCents = toCents(row.price);
  return {
    collaborationId,
    brandName: row.brand_name,
    creatorName: creatorDisplayName(row) || 'el creador',
    priceCents,
    feeCents: feeCents(priceCents, row.platform_fee_bp),
    fundable: row.status !== 'cancelled',
  };
}

async function liveFunding(db: Db, collaborationId: string): Promise<FundingRow | undefined> {
  return db
    .selectFrom('deal_fundings')
    .selectAll()
    .where('collaboration_id', '=', collaborationId)
    .where('status', '<>', 'failed')
    .executeTakeFirst();
}

/**
 * The caller's funding for this key, or the collaboration's live one (a second brand tab with
 * another key joins it), or a new one. The unique live index decides between racers, so two
 * fundings at once make one order.
 */
async function claimFunding(
  db: Db,
  userId: string,
  price: DealPrice,
  request: FundRequest,
  now: Date,
  testMode: boolean,
): Promise<FundingRow> {
  const hash = requestHash(request);
  const byKey = await db
    .selectFrom('deal_fundings')
    .selectAll()
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', request.idempotency_key)
    .executeTakeFirst();
  if (byKey) {
    if (byKey.request_hash !== hash || byKey.collaboration_id !== price.collaborationId) {
      throw new ApiError(ErrorCode.idempotencyConflict);
    }
    return byKey;
  }
  const live = await liveFunding(db, price.collaborationId);
  if (live) return live;
  try {
    return await db
      .insertInto('deal_fundings')
      .values({
        id: randomUUID(),
        collaboration_id: price.collaborationId,
        user_id: userId,
        idempotency_key: request.idempotency_key,
        request_hash: hash,
        status: 'created',
        test_mode: testMode,
        release_mode: request.release_mode,
        price_cents: price.priceCents,
        fee_cents: price.feeCents,
        total_cents: price.priceCents + price.feeCents,
        created_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const winner = await liveFunding(db, price.collaborationId);
    if (!winner) throw error;
    return winner;
  }
}

/** Asks the provider for the order once per funding (its id is the PayPal-Request-Id). */
async function openOrder(deps: FundingDeps, funding: FundingRow, price: DealPrice) {
  const { provider, returnUrl, cancelUrl } = deps.payments;
  const created = await provider.createOrder({
    amountCents: funding.total_cents,
    description: `Colaboración de ${price.brandName} con ${price.creatorName}`.slice(0, 127),
    returnUrl,
    cancelUrl,
    requestId: funding.id,
  });
  await deps.db
    .updateTable('deal_fundings')
    .set({ order_id: created.orderId, approve_url: created.approveUrl })
    .where('id', '=', funding.id)
    .where('order_id', 'is', null)
    .execute();
  const stored = await deps.db
    .selectFrom('deal_fundings')
    .selectAll()
    .where('id', '=', funding.id)
    .executeTakeFirstOrThrow();
  return stored;
}

/**
 * The captured funding lands with everything it starts: the collaboration funded with the mode
 * chosen, the price and fee split over the items as held shares, and the settlement rule run at
 * once (items published or cancelled before the money came are released or refunded now). On the
 * locked collaboration, so two captures at once fund it once.
 */
async function recordCapture(
  deps: FundingDeps,
  funding: FundingRow,
  captureId: string | null,
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const deal = await lockDeal(trx, funding.collaboration_id);
    const current = await trx
      .selectFrom('deal_fundings')
      .select('status')
      .where('id', '=', funding.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (current.status === 'captured' || deal.funded_at) return;
    await trx
      .updateTable('deal_fundings')
      .set({ status: 'captured', capture_id: captureId, captured_at: deps.now })
      .where('id', '=', funding.id)
      .execute();
    await trx
      .updateTable('collaborations')
      .set({ funded_at: deps.now, release_mode: funding.release_mode })
      .where('id', '=', deal.id)
      .execute();
    const items = await trx
      .selectFrom('collaboration_items')
      .select('id')
      .where('collaboration_id', '=', deal.id)
      .orderBy('seq')
      .execute();
    const prices = splitCents(funding.price_cents, items.length);
    const fees = splitCents(funding.fee_cents, items.length);
    await trx
      .insertInto('deal_shares')
      .values(
        items.map((item, index) => ({
          item_id: item.id,
          collaboration_id: deal.id,
          price_cents: prices[index] ?? 0,
          fee_cents: fees[index] ?? 0,
          state: 'held' as const,
        })),
      )
      .execute();
    await notify(trx, [
      {
        userId: deal.creator_id,
        kind: 'funded',
        collaborationId: deal.id,
        itemId: null,
        dedupeKey: `funded:${deal.id}`,
        now: deps.now,
      },
    ]);
    await settleDeal(trx, deal.id, deps.now);
  });
}

async function markFailed(db: Db, fundingId: string): Promise<void> {
  await db
    .updateTable('deal_fundings')
    .set({ status: 'failed' })
    .where('id', '=', fundingId)
    .where('status', 'in', ['created', 'approved'])
    .execute();
}

/** Captures an approved order; answers the deal funded, or the provider's refusal. */
async function capture(deps: FundingDeps, funding: FundingRow) {
  if (funding.status === 'captured') return deps.answer();
  if (funding.status === 'failed' || !funding.order_id) {
    throw new ApiError(ErrorCode.paymentDeclined);
  }
  let result;
  try {
    result = await deps.payments.provider.captureOrder(funding.order_id, randomUUID());
  } catch (error) {
    if (error instanceof ApiError && error.code === ErrorCode.paymentDeclined) {
      await markFailed(deps.db, funding.id);
    }
    throw error;
  }
  if (result.status === 'PENDING') {
    await deps.db
      .updateTable('deal_fundings')
      .set({ status: 'approved' })
      .where('id', '=', funding.id)
      .where('status', '=', 'created')
      .execute();
    throw new ApiError(ErrorCode.paymentNotApproved, { message: CAPTURE_PENDING });
  }
  if (result.status !== 'COMPLETED') {
    await markFailed(deps.db, funding.id);
    throw new ApiError(ErrorCode.paymentDeclined);
  }
  await recordCapture(deps, funding, result.captureId);
  return deps.answer();
}

/**
 * `POST /api/v3/collaborations/{id}/money/fund/` (the brand): pays the agreed price plus the
 * platform's fee through the payment provider, once. The same key answers the same funding;
 * another key while one is in play joins it; a paid collaboration is a 409.
 */
export async function fundDeal(
  deps: FundingDeps,
  userId: string,
  collaborationId: string,
  request: FundRequest,
): Promise<DealFundingResult> {
  const price = await priceOf(deps.db, collaborationId);
  const existing = await liveFunding(deps.db, collaborationId);
  if (existing?.status === 'captured') {
    if (existing.user_id === userId && existing.idempotency_key === request.idempotency_key) {
      return deps.answer();
    }
    throw new ApiError(ErrorCode.dealAlreadyFunded);
  }
  if (!price.fundable) throw new ApiError(ErrorCode.dealNotFundable);
  if (request.total_cents !== price.priceCents + price.feeCents) {
    throw new ApiError(ErrorCode.dealAmountChanged);
  }
  let funding = await claimFunding(
    deps.db,
    userId,
    price,
    request,
    deps.now,
    deps.payments.provider.testMode,
  );
  if (funding.status === 'failed') throw new ApiError(ErrorCode.paymentDeclined);
  if (funding.order_id === null) funding = await openOrder(deps, funding, price);
  if (funding.approve_url === null || funding.status !== 'created') return capture(deps, funding);
  return {
    status: 'approval_required',
    order_id: funding.order_id ?? '',
    approve_url: funding.approve_url,
    return_url: deps.payments.returnUrl,
    cancel_url: deps.payments.cancelUrl,
  };
}

/** `POST …/money/fund/capture/` once PayPal's page returned: captures, once. */
export async function captureDealFunding(
  deps: FundingDeps,
  userId: string,
  collaborationId: string,
  orderId: string,
): Promise<DealFundingResult> {
  const funding = await deps.db
    .selectFrom('deal_fundings')
    .selectAll()
    .where('collaboration_id', '=', collaborationId)
    .where('user_id', '=', userId)
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  if (!funding) throw new ApiError(ErrorCode.notFound);
  return capture(deps, funding);
}
