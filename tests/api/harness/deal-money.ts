import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { ApiPath } from '../../../src-shared/api/paths';
import type { Collaboration } from '../../../src-shared/domain/collaboration';
import type {
  DealFundingResult,
  DealMoney,
  ReleaseMode,
} from '../../../src-shared/domain/deal-money';
import type { PayPalStandIn } from '../../fixtures/paypal';
import { acceptedDeal, handInDraft, moveItem, type Deal } from './collaborations';
import type { Answer, TestServer } from './test-server';

/** Two Instagram reels for USD 1,000.50: 1,000.50 + 10 % fee = 1,100.55 (110,055 cents). */
export const DEAL_TERMS = {
  deliverables: [{ network: 'instagram' as const, content_type: 'reel' as const, quantity: 2 }],
  price: 1000.5,
};
export const PRICE_CENTS = 100_050;
export const FEE_CENTS = 10_005;
export const TOTAL_CENTS = PRICE_CENTS + FEE_CENTS;

export function readMoney(
  server: TestServer,
  token: string,
  id: string,
): Promise<Answer<DealMoney>> {
  return server.request<DealMoney>('GET', ApiPath.collaborationMoney(id), { token });
}

export function fund(
  server: TestServer,
  token: string,
  id: string,
  body: { release_mode?: ReleaseMode; total_cents?: number; idempotency_key?: string } = {},
): Promise<Answer<DealFundingResult>> {
  return server.request<DealFundingResult>('POST', ApiPath.collaborationFund(id), {
    token,
    body: {
      idempotency_key: body.idempotency_key ?? randomUUID(),
      release_mode: body.release_mode ?? 'all',
      total_cents: body.total_cents ?? TOTAL_CENTS,
    },
  });
}

/** Plays the buyer on the stand-in's approve page (it redirects to the return URL). */
export async function approve(approveUrl: string): Promise<void> {
  const answer = await fetch(approveUrl, { redirect: 'manual' });
  expect(answer.status).toBe(302);
}

export function captureFunding(
  server: TestServer,
  token: string,
  id: string,
  orderId: string,
): Promise<Answer<DealFundingResult>> {
  return server.request<DealFundingResult>('POST', ApiPath.collaborationFundCapture(id), {
    token,
    body: { order_id: orderId },
  });
}

/** The brand funds the deal through PayPal's approval (or at once in the test mode). */
export async function fundThroughPayPal(
  server: TestServer,
  deal: Deal,
  mode: ReleaseMode = 'all',
): Promise<DealMoney> {
  const id = deal.collaboration.id;
  const started = await fund(server, deal.owner.token, id, { release_mode: mode });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const result = started.body.response;
  if (result.status === 'completed') return result.money;
  await approve(result.approve_url);
  const captured = await captureFunding(server, deal.owner.token, id, result.order_id);
  expect(captured.status, JSON.stringify(captured.body)).toBe(200);
  const done = captured.body.response;
  if (done.status !== 'completed') throw new Error('funding not completed');
  return done.money;
}

export function savePayoutEmail(server: TestServer, token: string, email: string) {
  return server.request('POST', ApiPath.savePaypal, { token, body: { email } });
}

/** A deal accepted with DEAL_TERMS, its creator's payout e-mail saved unless told otherwise. */
export async function dealWithTerms(
  server: TestServer,
  options: { payoutEmail?: string | null } = {},
): Promise<Deal> {
  const deal = await acceptedDeal(server, DEAL_TERMS);
  const email =
    options.payoutEmail === undefined
      ? `pago-${randomUUID().slice(0, 8)}@example.com`
      : options.payoutEmail;
  if (email) {
    const saved = await savePayoutEmail(server, deal.creator.token, email);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  }
  return deal;
}

async function instagramHandle(server: TestServer, userId: string): Promise<string> {
  const row = await server.server.db
    .selectFrom('user_networks')
    .select('username')
    .where('user_id', '=', userId)
    .where('network', '=', 'instagram')
    .executeTakeFirst();
  return row?.username ?? 'creadora';
}

/** Draft, approval and the post link of one item; answers the collaboration after. */
export async function deliver(server: TestServer, deal: Deal, itemId: string, post: string) {
  await handInDraft(server, deal.creator.token, itemId);
  const approved = await moveItem(server, deal.owner.token, itemId, 'review', {
    decision: 'approve',
    version: 1,
  });
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  const handle = await instagramHandle(server, deal.creator.user.id);
  const published = await moveItem(server, deal.creator.token, itemId, 'publish', {
    post_url: `https://www.instagram.com/${handle}/p/${post}/`,
  });
  expect(published.status, JSON.stringify(published.body)).toBe(200);
  return published.body.response;
}

/** Cancels an item by agreement (the creator asks, the brand confirms). */
export async function cancelItem(
  server: TestServer,
  deal: Deal,
  itemId: string,
): Promise<Collaboration> {
  const asked = await moveItem(server, deal.creator.token, itemId, 'cancel', {
    action: 'request',
    reason: 'La campaña se suspendió.',
  });
  expect(asked.status, JSON.stringify(asked.body)).toBe(200);
  const confirmed = await moveItem(server, deal.owner.token, itemId, 'cancel', {
    action: 'confirm',
  });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  return confirmed.body.response;
}

/**
 * Runs the deal job passes until nothing is due, moving the clock past each poll delay (the
 * loop's own timer is far slower than the test).
 */
export async function settleJobs(server: TestServer, passes = 8): Promise<void> {
  for (let pass = 0; pass < passes; pass += 1) {
    await server.server.dealJobs.runOnce();
    server.clock.advance(60_000);
  }
}

const cents = (amount: number) => Math.round(amount * 100);
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
/** Money out as a positive amount (never -0). */
const spent = (values: number[]) => 0 - sum(values);

/**
 * Walks a settled deal's ledger and PayPal's side and checks issue 32's rule: what the brand paid
 * is what the creator was paid, plus the fee kept, plus what was refunded; the creator's lines add
 * up to nothing held for them; PayPal's capture, refunds and paid payouts say the same.
 */
export async function expectLedgerBalanced(
  server: TestServer,
  collaborationId: string,
  paypal: PayPalStandIn | null,
): Promise<{ brandPaid: number; creatorPaid: number; feeKept: number; refunded: number }> {
  const db = server.server.db;
  const deal = await db
    .selectFrom('collaborations')
    .select(['brand_owner_id', 'creator_id'])
    .where('id', '=', collaborationId)
    .executeTakeFirstOrThrow();
  const lines = await db
    .selectFrom('transactions')
    .select(['user_id', 'type', 'status', 'amount', 'reference'])
    .where('deal_id', '=', collaborationId)
    .execute();
  const live = lines.filter((line) => line.status !== 'failed' && line.status !== 'cancelled');
  const brand = live.filter((line) => line.user_id === deal.brand_owner_id);
  const creator = live.filter((line) => line.user_id === deal.creator_id);
  // One line per event: no (account, type, reference) twice.
  const keys = lines.map((line) => `${line.user_id}:${line.type}:${line.reference}`);
  expect(new Set(keys).size).toBe(keys.length);

  const brandPaid = spent(
    brand
      .filter((line) => line.type === 'proposal_payment' || line.type === 'platform_fee')
      .map((line) => cents(line.amount)),
  );
  const refunded = sum(
    brand.filter((line) => line.type === 'refund').map((line) => cents(line.amount)),
  );
  const creatorPaid = spent(
    creator
      .filter((line) => line.type === 'payout' && line.status === 'completed')
      .map((line) => cents(line.amount)),
  );
  const shares = await db
    .selectFrom('deal_shares')
    .select(['state', 'fee_cents'])
    .where('collaboration_id', '=', collaborationId)
    .execute();
  const feeKept = sum(shares.filter((share) => share.state === 'released').map((s) => s.fee_cents));
  expect(brandPaid).toBe(creatorPaid + feeKept + refunded);
  // Nothing left held for the creator: earned minus given back minus paid out.
  expect(sum(creator.map((line) => cents(line.amount)))).toBe(0);

  if (paypal) {
    const funding = await db
      .selectFrom('deal_fundings')
      .select(['order_id', 'capture_id', 'total_cents'])
      .where('collaboration_id', '=', collaborationId)
      .where('status', '=', 'captured')
      .executeTakeFirstOrThrow();
    expect(funding.total_cents).toBe(brandPaid);
    const order = paypal.orders.get(funding.order_id ?? '');
    expect(order ? cents(Number(order.amount.value)) : null).toBe(brandPaid);
    const refunds = [...paypal.refunds.values()].filter((r) => r.captureId === funding.capture_id);
    expect(sum(refunds.map((refund) => cents(Number(refund.amount.value))))).toBe(refunded);
    const attempts = await db
      .selectFrom('deal_payout_attempts')
      .innerJoin('deal_payouts', 'deal_payouts.id', 'deal_payout_attempts.payout_id')
      .select(['deal_payout_attempts.batch_id', 'deal_payout_attempts.status'])
      .where('deal_payouts.collaboration_id', '=', collaborationId)
      .execute();
    const paidAtPayPal = attempts
      .filter((attempt) => attempt.status === 'paid' || attempt.status === 'unclaimed')
      .map((attempt) => paypal.payouts.get(attempt.batch_id ?? ''))
      .map((batch) => cents(Number(batch?.items[0]?.amount.value ?? 0)));
    expect(sum(paidAtPayPal)).toBe(creatorPaid);
  }
  return { brandPaid, creatorPaid, feeKept, refunded };
}
