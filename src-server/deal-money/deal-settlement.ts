import { randomUUID } from 'node:crypto';
import type { ItemStatus } from '../../src-shared/domain/collaboration';
import { notify } from '../collaborations/notify';
import { lockDeal, type LockedDeal, type Trx } from './deal-records';
import { refreshDealMoney } from './deal-state';
import { payoutEmailOf, startPayoutAttempt } from './payout-attempts';

interface HeldShare {
  item_id: string;
  status: ItemStatus;
  price_cents: number;
  fee_cents: number;
}

const DELIVERED: readonly ItemStatus[] = ['published', 'measured'];
/** Closed without being delivered: their money goes back to the brand. */
const UNDELIVERED: readonly ItemStatus[] = ['cancelled', 'rejected'];

const sum = (shares: readonly HeldShare[], pick: (share: HeldShare) => number) =>
  shares.reduce((total, share) => total + pick(share), 0);

async function heldShares(trx: Trx, collaborationId: string): Promise<HeldShare[]> {
  return trx
    .selectFrom('deal_shares')
    .innerJoin('collaboration_items', 'collaboration_items.id', 'deal_shares.item_id')
    .select([
      'deal_shares.item_id',
      'collaboration_items.status',
      'deal_shares.price_cents',
      'deal_shares.fee_cents',
    ])
    .where('deal_shares.collaboration_id', '=', collaborationId)
    .where('deal_shares.state', '=', 'held')
    .orderBy('collaboration_items.seq')
    .execute();
}

async function anyItemOpen(trx: Trx, collaborationId: string): Promise<boolean> {
  const open = await trx
    .selectFrom('collaboration_items')
    .select('id')
    .where('collaboration_id', '=', collaborationId)
    .where('status', 'in', ['pending', 'draft_submitted', 'changes_requested', 'approved'])
    .limit(1)
    .executeTakeFirst();
  return open !== undefined;
}

/** The brand gets back price and fee of items that ended undelivered; the job asks PayPal. */
async function refund(trx: Trx, deal: LockedDeal, shares: HeldShare[], now: Date) {
  const id = randomUUID();
  await trx
    .insertInto('deal_refunds')
    .values({
      id,
      collaboration_id: deal.id,
      amount_cents: sum(shares, (share) => share.price_cents + share.fee_cents),
      fee_cents: sum(shares, (share) => share.fee_cents),
      status: 'to_send',
      next_attempt_at: now,
      created_at: now,
    })
    .execute();
  await trx
    .updateTable('deal_shares')
    .set({ state: 'refunded', refund_id: id })
    .where(
      'item_id',
      'in',
      shares.map((share) => share.item_id),
    )
    .execute();
}

/** The creator is paid the price of these items (the fee stays with the platform). */
async function release(trx: Trx, deal: LockedDeal, shares: HeldShare[], now: Date) {
  const amount = sum(shares, (share) => share.price_cents);
  const id = randomUUID();
  const email = await payoutEmailOf(trx, deal.creator_id);
  await trx
    .insertInto('deal_payouts')
    .values({
      id,
      collaboration_id: deal.id,
      creator_id: deal.creator_id,
      amount_cents: amount,
      status: 'waiting_email',
      reason: email ? null : 'Falta tu correo de PayPal para enviarte el pago',
      created_at: now,
    })
    .execute();
  await trx
    .updateTable('deal_shares')
    .set({ state: 'released', payout_id: id })
    .where(
      'item_id',
      'in',
      shares.map((share) => share.item_id),
    )
    .execute();
  const payout = {
    id,
    collaboration_id: deal.id,
    creator_id: deal.creator_id,
    amount_cents: amount,
    attempt: 0,
  };
  if (email) {
    await startPayoutAttempt(trx, payout, email, now);
  } else {
    await notify(trx, [
      {
        userId: deal.creator_id,
        kind: 'payout_email_needed',
        collaborationId: deal.id,
        itemId: null,
        dedupeKey: `payout_email_needed:${deal.id}`,
        now,
      },
    ]);
  }
}

export interface SettleOptions {
  /** "Liberar pago": the brand releases everything still held that was not closed undelivered. */
  releaseAll?: boolean;
}

/**
 * Issue 32's one rule for held money, run on the locked collaboration after anything that may
 * move it (an item published, cancelled or rejected, the funding captured, the brand's release):
 * - an item closed undelivered (cancelled, rejected) gives its price and fee back to the brand;
 * - per item: a published item's price is released to the creator at once;
 * - all at once: released when no item is still open (every one published, or closed);
 * - the brand's release pays out everything still held now.
 * Each decision is written as rows (a refund, a payout) the job loop carries to PayPal; the
 * shares move exactly once, so a repeated call changes nothing. Answers whether money moved.
 */
export async function settleDeal(
  trx: Trx,
  collaborationId: string,
  now: Date,
  options: SettleOptions = {},
): Promise<boolean> {
  const deal = await lockDeal(trx, collaborationId);
  let moved = false;
  if (deal.funded_at) {
    const held = await heldShares(trx, deal.id);
    const undelivered = held.filter((share) => UNDELIVERED.includes(share.status));
    const remaining = held.filter((share) => !UNDELIVERED.includes(share.status));
    const finished = remaining.length > 0 && !(await anyItemOpen(trx, deal.id));
    const releasable = remaining.filter(
      (share) =>
        options.releaseAll === true ||
        finished ||
        (deal.release_mode === 'per_item' && DELIVERED.includes(share.status)),
    );
    if (undelivered.length > 0) await refund(trx, deal, undelivered, now);
    if (releasable.length > 0) await release(trx, deal, releasable, now);
    moved = undelivered.length > 0 || releasable.length > 0;
  }
  await refreshDealMoney(trx, deal, now);
  return moved;
}
