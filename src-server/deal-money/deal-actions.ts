import type { Kysely } from 'kysely';
import { ErrorCode } from '../../src-shared/api/error-codes';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';
import { lockDeal } from './deal-records';
import { settleDeal } from './deal-settlement';
import { payoutEmailOf, startPayoutAttempt } from './payout-attempts';

type Db = Kysely<Database>;

/**
 * "Liberar pago" (the brand): everything still held goes to the creator now, before the work is
 * all approved and published. Twice at once: the second finds nothing held (409), one payout.
 */
export async function releaseDeal(db: Db, collaborationId: string, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // Not funded, or nothing left held: nothing moves (settleDeal locks the collaboration).
    const moved = await settleDeal(trx, collaborationId, now, { releaseAll: true });
    if (!moved) throw new ApiError(ErrorCode.dealNothingHeld);
  });
}

/**
 * A payout PayPal did not pay (FAILED, RETURNED…) tried again, to the payout e-mail saved now
 * (the creator may have fixed it): a new attempt with its own sender_batch_id. Anything else
 * (paid, on its way, waiting for the e-mail) is a 409: nothing is paid twice.
 */
export async function retryPayout(
  db: Db,
  collaborationId: string,
  payoutId: string,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const deal = await lockDeal(trx, collaborationId);
    const payout = await trx
      .selectFrom('deal_payouts')
      .select(['id', 'collaboration_id', 'creator_id', 'amount_cents', 'attempt', 'status'])
      .where('id', '=', payoutId)
      .where('collaboration_id', '=', deal.id)
      .forUpdate()
      .executeTakeFirst();
    if (!payout) throw new ApiError(ErrorCode.notFound);
    if (payout.status !== 'failed') throw new ApiError(ErrorCode.payoutNotRetryable);
    const email = await payoutEmailOf(trx, payout.creator_id);
    if (!email) {
      await trx
        .updateTable('deal_payouts')
        .set({ status: 'waiting_email', reason: 'Falta tu correo de PayPal para enviarte el pago' })
        .where('id', '=', payout.id)
        .execute();
    } else {
      await startPayoutAttempt(trx, payout, email, now);
    }
    await settleDeal(trx, deal.id, now);
  });
}

/**
 * The creator saved a payout e-mail: payouts waiting for one start now. Answers whether any did
 * (the route then wakes the job loop).
 */
export async function sendPayoutsWaitingForEmail(
  db: Db,
  creatorId: string,
  now: Date,
): Promise<boolean> {
  const waiting = await db
    .selectFrom('deal_payouts')
    .select('collaboration_id')
    .where('creator_id', '=', creatorId)
    .where('status', '=', 'waiting_email')
    .execute();
  for (const { collaboration_id } of waiting) {
    await db.transaction().execute(async (trx) => {
      const deal = await lockDeal(trx, collaboration_id);
      const email = await payoutEmailOf(trx, creatorId);
      if (!email) return;
      const payouts = await trx
        .selectFrom('deal_payouts')
        .select(['id', 'collaboration_id', 'creator_id', 'amount_cents', 'attempt'])
        .where('collaboration_id', '=', deal.id)
        .where('status', '=', 'waiting_email')
        .execute();
      for (const payout of payouts) await startPayoutAttempt(trx, payout, email, now);
      await settleDeal(trx, deal.id, now);
    });
  }
  return waiting.length > 0;
}
