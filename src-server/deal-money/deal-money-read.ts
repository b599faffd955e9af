import type { Kysely } from 'kysely';
import {
  feeCents,
  feePercentOf,
  toCents,
  type DealMoney,
  type DealPayout,
  type DealRefund,
} from '../../src-shared/domain/deal-money';
import type { ProposalSide } from '../../src-shared/domain/proposal';
import type { Database } from '../db/schema';

type Db = Kysely<Database>;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** Item ids per payout or refund, from the shares that went there. */
function groupItems(
  shares: readonly { item_id: string; payout_id: string | null; refund_id: string | null }[],
  key: 'payout_id' | 'refund_id',
): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const share of shares) {
    const id = share[key];
    if (!id) continue;
    groups.set(id, [...(groups.get(id) ?? []), share.item_id]);
  }
  return groups;
}

/**
 * `GET /api/v3/collaborations/{id}/money/`: the deal's money as the caller's side sees it (both
 * see the same figures; `can_*` says what this side may do now). Five small reads by indexes.
 */
export async function dealMoneyOf(
  db: Db,
  collaborationId: string,
  side: ProposalSide,
  testMode: boolean,
): Promise<DealMoney> {
  const [deal, funding, shares, payouts, refunds, email] = await Promise.all([
    db
      .selectFrom('collaborations')
      .select(['id', 'price', 'platform_fee_bp', 'money_status', 'status', 'creator_id'])
      .where('id', '=', collaborationId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('deal_fundings')
      .selectAll()
      .where('collaboration_id', '=', collaborationId)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('deal_shares')
      .select(['item_id', 'state', 'price_cents', 'fee_cents', 'payout_id', 'refund_id'])
      .where('collaboration_id', '=', collaborationId)
      .execute(),
    db
      .selectFrom('deal_payouts')
      .leftJoin('deal_payout_attempts as attempt', (join) =>
        join
          .onRef('attempt.payout_id', '=', 'deal_payouts.id')
          .onRef('attempt.attempt', '=', 'deal_payouts.attempt'),
      )
      .select([
        'deal_payouts.id',
        'deal_payouts.amount_cents',
        'deal_payouts.status',
        'deal_payouts.reason',
        'deal_payouts.attempt',
        'deal_payouts.created_at',
        'deal_payouts.settled_at',
        'attempt.batch_id',
        'attempt.payout_item_id',
      ])
      .where('deal_payouts.collaboration_id', '=', collaborationId)
      .orderBy('deal_payouts.created_at')
      .execute(),
    db
      .selectFrom('deal_refunds')
      .selectAll()
      .where('collaboration_id', '=', collaborationId)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('collaborations')
      .innerJoin('payout_accounts', 'payout_accounts.user_id', 'collaborations.creator_id')
      .select('payout_accounts.user_id')
      .where('collaborations.id', '=', collaborationId)
      .executeTakeFirst(),
  ]);
  const priceCents = toCents(deal.price);
  const fee = feeCents(priceCents, deal.platform_fee_bp);
  const captured = funding?.status === 'captured';
  const payoutItems = groupItems(shares, 'payout_id');
  const refundItems = groupItems(shares, 'refund_id');
  const held = shares.filter((share) => share.state === 'held');
  const released = shares.filter((share) => share.state === 'released');
  const paidPayouts = payouts.filter((p) => p.status === 'paid' || p.status === 'unclaimed');
  const completedRefunds = refunds.filter((refund) => refund.status === 'completed');
  return {
    collaboration_id: deal.id,
    status: deal.money_status,
    price_cents: priceCents,
    fee_percent: feePercentOf(deal.platform_fee_bp),
    fee_cents: fee,
    total_cents: priceCents + fee,
    test_mode: funding ? funding.test_mode : testMode,
    funding: funding
      ? {
          order_id: funding.order_id,
          capture_id: funding.capture_id,
          status: funding.status,
          release_mode: funding.release_mode,
          total_cents: funding.total_cents,
          created_at: funding.created_at.toISOString(),
          captured_at: iso(funding.captured_at),
        }
      : null,
    held_cents: held.reduce((sum, share) => sum + share.price_cents + share.fee_cents, 0),
    released_cents: released.reduce((sum, share) => sum + share.price_cents, 0),
    paid_cents: paidPayouts.reduce((sum, payout) => sum + payout.amount_cents, 0),
    refunded_cents: completedRefunds.reduce((sum, refund) => sum + refund.amount_cents, 0),
    payout_email_missing: !email && payouts.some((payout) => payout.status === 'waiting_email'),
    payouts: payouts.map((payout): DealPayout => ({
      id: payout.id,
      amount_cents: payout.amount_cents,
      status: payout.status,
      reason: payout.reason,
      attempt: payout.attempt,
      batch_id: payout.batch_id ?? null,
      payout_item_id: payout.payout_item_id ?? null,
      item_ids: payoutItems.get(payout.id) ?? [],
      created_at: payout.created_at.toISOString(),
      settled_at: iso(payout.settled_at),
    })),
    refunds: refunds.map((refund): DealRefund => ({
      id: refund.id,
      amount_cents: refund.amount_cents,
      fee_cents: refund.fee_cents,
      status: refund.status,
      reason: refund.reason,
      refund_id: refund.refund_id,
      item_ids: refundItems.get(refund.id) ?? [],
      created_at: refund.created_at.toISOString(),
      settled_at: iso(refund.settled_at),
    })),
    can_fund: side === 'brand' && !captured && deal.status !== 'cancelled',
    can_release: side === 'brand' && captured && held.length > 0,
  };
}
