import type { Kysely } from 'kysely';
import type { DealReceipt, ReceiptParty } from '../../src-shared/domain/deal-money';
import { feePercentOf } from '../../src-shared/domain/deal-money';
import type { ProposalSide } from '../../src-shared/domain/proposal';
import { maskEmail } from '../billing/mask-email';
import { creatorDisplayName } from '../collaborations/collaboration-serializer';
import type { Database } from '../db/schema';

type Db = Kysely<Database>;

const NO_PAYPAL_IDS = {
  order_id: null,
  capture_id: null,
  refund_id: null,
  batch_id: null,
  payout_item_id: null,
  transaction_id: null,
};

/** `MC-F-3F2A9C1B`: kind letter and the event id's first 8 characters, uppercase. */
function receiptNumber(kind: DealReceipt['kind'], id: string): string {
  const letter = { funding: 'F', refund: 'R', payout: 'P' }[kind];
  return `MC-${letter}-${id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
}

async function partiesOf(db: Db, collaborationId: string) {
  const row = await db
    .selectFrom('collaborations')
    .innerJoin('brands', 'brands.id', 'collaborations.brand_id')
    .innerJoin('users as creator', 'creator.id', 'collaborations.creator_id')
    .leftJoin('companies', 'companies.user_id', 'collaborations.brand_owner_id')
    .select([
      'collaborations.platform_fee_bp',
      'brands.name as brand_name',
      'companies.legal_name',
      'companies.tax_id',
      'companies.country',
      'creator.first_name',
      'creator.last_name',
      'creator.vanity_name',
    ])
    .where('collaborations.id', '=', collaborationId)
    .executeTakeFirstOrThrow();
  const brand: ReceiptParty = {
    name: row.brand_name,
    legal_name: row.legal_name || null,
    tax_id: row.tax_id || null,
    country: row.country || null,
  };
  const creatorName = creatorDisplayName(row) || 'Creador';
  return { brand, creatorName, feePercent: feePercentOf(row.platform_fee_bp) };
}

async function itemsOf(
  db: Db,
  column: 'payout_id' | 'refund_id' | null,
  id: string,
  collaborationId: string,
) {
  let query = db
    .selectFrom('collaboration_items')
    .innerJoin('deal_shares', 'deal_shares.item_id', 'collaboration_items.id')
    .select([
      'collaboration_items.network',
      'collaboration_items.content_type',
      'collaboration_items.number',
    ])
    .where('collaboration_items.collaboration_id', '=', collaborationId)
    .orderBy('collaboration_items.seq');
  if (column) query = query.where(`deal_shares.${column}`, '=', id);
  return query.execute();
}

/**
 * The receipts of a collaboration for one side: the brand's funding (once captured) and each
 * completed refund; the creator's payouts PayPal paid. Each with the PayPal ids of its event.
 */
export async function dealReceiptsOf(
  db: Db,
  collaborationId: string,
  side: ProposalSide,
): Promise<DealReceipt[]> {
  const { brand, creatorName, feePercent } = await partiesOf(db, collaborationId);
  const base = { collaboration_id: collaborationId, brand };
  const receipts: DealReceipt[] = [];
  if (side === 'brand') {
    const funding = await db
      .selectFrom('deal_fundings')
      .selectAll()
      .where('collaboration_id', '=', collaborationId)
      .where('status', '=', 'captured')
      .executeTakeFirst();
    if (funding) {
      receipts.push({
        ...base,
        kind: 'funding',
        id: funding.id,
        number: receiptNumber('funding', funding.id),
        issued_at: (funding.captured_at ?? funding.created_at).toISOString(),
        creator: { name: creatorName, payout_email_masked: null },
        amount_cents: funding.total_cents,
        price_cents: funding.price_cents,
        fee_cents: funding.fee_cents,
        fee_percent: feePercent,
        test_mode: funding.test_mode,
        paypal: { ...NO_PAYPAL_IDS, order_id: funding.order_id, capture_id: funding.capture_id },
        items: await itemsOf(db, null, '', collaborationId),
      });
    }
    const refunds = await db
      .selectFrom('deal_refunds')
      .selectAll()
      .where('collaboration_id', '=', collaborationId)
      .where('status', '=', 'completed')
      .orderBy('created_at')
      .execute();
    for (const refund of refunds) {
      receipts.push({
        ...base,
        kind: 'refund',
        id: refund.id,
        number: receiptNumber('refund', refund.id),
        issued_at: (refund.settled_at ?? refund.created_at).toISOString(),
        creator: { name: creatorName, payout_email_masked: null },
        amount_cents: refund.amount_cents,
        price_cents: refund.amount_cents - refund.fee_cents,
        fee_cents: refund.fee_cents,
        fee_percent: feePercent,
        test_mode: funding?.test_mode ?? false,
        paypal: {
          ...NO_PAYPAL_IDS,
          capture_id: funding?.capture_id ?? null,
          refund_id: refund.refund_id,
        },
        items: await itemsOf(db, 'refund_id', refund.id, collaborationId),
      });
    }
    return receipts;
  }
  const attempts = await db
    .selectFrom('deal_payout_attempts')
    .innerJoin('deal_payouts', 'deal_payouts.id', 'deal_payout_attempts.payout_id')
    .innerJoin('deal_fundings', (join) =>
      join
        .onRef('deal_fundings.collaboration_id', '=', 'deal_payouts.collaboration_id')
        .on('deal_fundings.status', '=', 'captured'),
    )
    .select([
      'deal_payout_attempts.id',
      'deal_payout_attempts.payout_id',
      'deal_payout_attempts.receiver_email',
      'deal_payout_attempts.batch_id',
      'deal_payout_attempts.payout_item_id',
      'deal_payout_attempts.transaction_id',
      'deal_payout_attempts.settled_at',
      'deal_payout_attempts.created_at',
      'deal_payouts.amount_cents',
      'deal_fundings.test_mode',
    ])
    .where('deal_payouts.collaboration_id', '=', collaborationId)
    .where('deal_payout_attempts.status', 'in', ['paid', 'unclaimed'])
    .orderBy('deal_payout_attempts.created_at')
    .execute();
  for (const attempt of attempts) {
    receipts.push({
      ...base,
      kind: 'payout',
      id: attempt.id,
      number: receiptNumber('payout', attempt.id),
      issued_at: (attempt.settled_at ?? attempt.created_at).toISOString(),
      creator: { name: creatorName, payout_email_masked: maskEmail(attempt.receiver_email) },
      amount_cents: attempt.amount_cents,
      price_cents: null,
      fee_cents: null,
      fee_percent: null,
      test_mode: attempt.test_mode,
      paypal: {
        ...NO_PAYPAL_IDS,
        batch_id: attempt.batch_id,
        payout_item_id: attempt.payout_item_id,
        transaction_id: attempt.transaction_id,
      },
      items: await itemsOf(db, 'payout_id', attempt.payout_id, collaborationId),
    });
  }
  return receipts;
}
