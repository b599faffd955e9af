import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { TransactionStatus, TransactionType } from '../../src-shared/domain/billing';
import type { DealMoneyStatus } from '../../src-shared/domain/deal-money';
import type { Database } from '../db/schema';

type Db = Kysely<Database>;

export interface DealLine {
  userId: string;
  type: TransactionType;
  status: TransactionStatus;
  /** Integer cents; positive is money in for that account, negative money out. */
  amountCents: number;
  description: string;
  /** Unique per account and type: the event's own id, so an event is written once. */
  reference: string;
  dealId: string;
  reason?: string | null;
  now: Date;
}

/** Cents as the ledger's numeric(12,2) dollars: exact, since numeric keeps two decimals. */
export function dollarsOf(cents: number): number {
  return cents / 100;
}

/** One line per money event; written again (a retried job) it stays one. */
export async function recordDealLine(db: Db, line: DealLine): Promise<void> {
  await db
    .insertInto('transactions')
    .values({
      id: randomUUID(),
      user_id: line.userId,
      type: line.type,
      status: line.status,
      amount: dollarsOf(line.amountCents),
      credits: null,
      description: line.description,
      reference: line.reference,
      idempotency_key: null,
      request_hash: null,
      deal_id: line.dealId,
      status_reason: line.reason ?? null,
      created_at: line.now,
      updated_at: line.now,
    })
    .onConflict((oc) => oc.columns(['user_id', 'type', 'reference']).doNothing())
    .execute();
}

/** Moves a line written earlier (a payout's, as PayPal settles it). */
export async function updateDealLine(
  db: Db,
  where: { userId: string; type: TransactionType; reference: string },
  status: TransactionStatus,
  reason: string | null,
  now: Date,
): Promise<void> {
  await db
    .updateTable('transactions')
    .set({ status, status_reason: reason, updated_at: now })
    .where('user_id', '=', where.userId)
    .where('type', '=', where.type)
    .where('reference', '=', where.reference)
    .execute();
}

/** The deal's agreement lines (both sides' proposal_payment, the brand's fee) for a money state. */
const AGREEMENT_STATUS: Readonly<Record<DealMoneyStatus, TransactionStatus>> = {
  unfunded: 'pending',
  funded: 'funded',
  partly_released: 'funded',
  released: 'funded',
  paid: 'paid',
  refunded: 'refunded',
  cancelled: 'cancelled',
};

/**
 * The proposal_payment lines of both sides and the brand's fee line follow the deal's money
 * state, each with the reason it waits. The fee is completed once paid, whatever happens next
 * (a refund gives it back in the refund's own line), and refunded only when all went back.
 */
export async function followDealState(
  db: Db,
  deal: { collaborationId: string; proposalId: string; brandOwnerId: string; creatorId: string },
  status: DealMoneyStatus,
  reasons: { brand: string | null; creator: string | null },
  now: Date,
): Promise<void> {
  const agreement = AGREEMENT_STATUS[status];
  for (const [userId, reason] of [
    [deal.brandOwnerId, reasons.brand],
    [deal.creatorId, reasons.creator],
  ] as const) {
    await db
      .updateTable('transactions')
      .set({
        status: agreement,
        status_reason: reason,
        deal_id: deal.collaborationId,
        updated_at: now,
      })
      .where('user_id', '=', userId)
      .where('type', '=', 'proposal_payment')
      .where('reference', '=', deal.proposalId)
      .execute();
  }
  const fee: TransactionStatus =
    agreement === 'pending' || agreement === 'cancelled' || agreement === 'refunded'
      ? agreement
      : 'completed';
  await db
    .updateTable('transactions')
    .set({
      status: fee,
      status_reason: fee === 'pending' ? reasons.brand : null,
      deal_id: deal.collaborationId,
      updated_at: now,
    })
    .where('user_id', '=', deal.brandOwnerId)
    .where('type', '=', 'platform_fee')
    .where('reference', '=', deal.proposalId)
    .execute();
}
