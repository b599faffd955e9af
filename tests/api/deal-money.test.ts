import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { ListPage } from '../../src-shared/api/envelope';
import { ApiPath } from '../../src-shared/api/paths';
import type { Transaction } from '../../src-shared/domain/billing';
import type { DealMoney, DealReceipt } from '../../src-shared/domain/deal-money';
import type { NotificationPage } from '../../src-shared/domain/collaboration';
import type { PayPalStandIn } from '../fixtures/paypal';
import { registerBrand } from './harness/marketplace';
import { acceptedDeal } from './harness/collaborations';
import {
  approve,
  cancelItem,
  captureFunding,
  dealWithTerms,
  deliver,
  expectLedgerBalanced,
  FEE_CENTS,
  fund,
  fundThroughPayPal,
  PRICE_CENTS,
  readMoney,
  savePayoutEmail,
  settleJobs,
  TOTAL_CENTS,
} from './harness/deal-money';
import { describeEngines, describePostgres } from './harness/engines';
import { startTestServer } from './harness/test-server';
import { startPayPal } from '../fixtures/paypal';
import { createPayments } from '../../src-server/payments/payments-config';
import { runDuePayouts } from '../../src-server/deal-money/payout-jobs';
import { startServerWithPayPal } from './harness/paypal-server';
import type { TestServer } from './harness/test-server';

describeEngines('Deal money (issue 32)', (engine) => {
  let server: TestServer;
  let paypal: PayPalStandIn;

  beforeAll(async () => {
    // Besides the loop's own passes, the tests run passes with the clock moved past each delay.
    ({ server, paypal } = await startServerWithPayPal(engine));
  });
  afterAll(async () => {
    await server?.close();
    await paypal?.close();
  });
  beforeEach(() => {
    paypal.setPayoutScript(['SUCCESS']);
    paypal.setRefundStatus('COMPLETED');
    server.clock.reset();
  });

  const ledgerOf = async (token: string, collaborationId: string) =>
    (
      await server.request<ListPage<Transaction> & { totals: unknown }>(
        'POST',
        ApiPath.transactions,
        { token, body: {} },
      )
    ).body.response.results.filter((line) => line.deal_id === collaborationId);

  it('shows price, fee and total to both sides before payment, lines pending with the reason', async () => {
    const deal = await dealWithTerms(server);
    for (const token of [deal.owner.token, deal.creator.token]) {
      const money = await readMoney(server, token, deal.collaboration.id);
      expect(money.status).toBe(200);
      expect(money.body.response).toMatchObject({
        status: 'unfunded',
        price_cents: PRICE_CENTS,
        fee_percent: 10,
        fee_cents: FEE_CENTS,
        total_cents: TOTAL_CENTS,
        held_cents: 0,
        test_mode: false,
      });
    }
    expect(
      (await readMoney(server, deal.owner.token, deal.collaboration.id)).body.response.can_fund,
    ).toBe(true);
    expect(
      (await readMoney(server, deal.creator.token, deal.collaboration.id)).body.response.can_fund,
    ).toBe(false);
    const brandLines = await ledgerOf(deal.owner.token, deal.collaboration.id);
    expect(
      brandLines.map((line) => [line.type, line.status, line.amount, line.status_reason]).sort(),
    ).toEqual([
      ['platform_fee', 'pending', -100.05, 'Pendiente de pago por la marca'],
      ['proposal_payment', 'pending', -1000.5, 'Pendiente de pago por la marca'],
    ]);
    const creatorLines = await ledgerOf(deal.creator.token, deal.collaboration.id);
    expect(creatorLines.map((line) => [line.type, line.status, line.amount])).toEqual([
      ['proposal_payment', 'pending', 1000.5],
    ]);
  });

  it('accept → fund → approved and published → payout paid: both ledgers and receipts agree', async () => {
    const deal = await dealWithTerms(server);
    const id = deal.collaboration.id;
    const funded = await fundThroughPayPal(server, deal, 'all');
    expect(funded).toMatchObject({ status: 'funded', held_cents: TOTAL_CENTS, can_release: true });
    expect(funded.funding).toMatchObject({ status: 'captured', total_cents: TOTAL_CENTS });
    const [first, second] = deal.collaboration.items;
    await deliver(server, deal, first!.id, 'C8aaaaaaaa1');
    // All at once: one item published, the other still open: nothing released.
    expect((await readMoney(server, deal.owner.token, id)).body.response.status).toBe('funded');
    await deliver(server, deal, second!.id, 'C8aaaaaaaa2');
    const released = (await readMoney(server, deal.creator.token, id)).body.response;
    expect(released.status).toBe('released');
    expect(released.payouts).toHaveLength(1);
    expect(released.payouts[0]?.amount_cents).toBe(PRICE_CENTS);
    await settleJobs(server);
    const paid = (await readMoney(server, deal.creator.token, id)).body.response;
    expect(paid).toMatchObject({ status: 'paid', paid_cents: PRICE_CENTS, held_cents: 0 });
    expect(paid.payouts[0]).toMatchObject({ status: 'paid', batch_id: expect.any(String) });

    const brandLines = await ledgerOf(deal.owner.token, id);
    expect(brandLines.map((line) => [line.type, line.status, line.amount]).sort()).toEqual([
      ['platform_fee', 'completed', -100.05],
      ['proposal_payment', 'paid', -1000.5],
    ]);
    const creatorLines = await ledgerOf(deal.creator.token, id);
    expect(creatorLines.map((line) => [line.type, line.status, line.amount]).sort()).toEqual([
      ['payout', 'completed', -1000.5],
      ['proposal_payment', 'paid', 1000.5],
    ]);
    const totals = await expectLedgerBalanced(server, id, paypal);
    expect(totals).toEqual({
      brandPaid: TOTAL_CENTS,
      creatorPaid: PRICE_CENTS,
      feeKept: FEE_CENTS,
      refunded: 0,
    });

    const brandReceipts = await server.request<{ results: DealReceipt[] }>(
      'GET',
      ApiPath.collaborationReceipts(id),
      { token: deal.owner.token },
    );
    expect(brandReceipts.body.response.results).toHaveLength(1);
    expect(brandReceipts.body.response.results[0]).toMatchObject({
      kind: 'funding',
      amount_cents: TOTAL_CENTS,
      price_cents: PRICE_CENTS,
      fee_cents: FEE_CENTS,
      paypal: { order_id: funded.funding!.order_id, capture_id: funded.funding!.capture_id },
    });
    const creatorReceipts = await server.request<{ results: DealReceipt[] }>(
      'GET',
      ApiPath.collaborationReceipts(id),
      { token: deal.creator.token },
    );
    const payoutReceipt = creatorReceipts.body.response.results[0]!;
    const batch = paypal.payouts.get(payoutReceipt.paypal.batch_id ?? '');
    expect(payoutReceipt).toMatchObject({ kind: 'payout', amount_cents: PRICE_CENTS });
    expect(payoutReceipt.paypal.payout_item_id).toBe(batch?.items[0]?.itemId);
    expect(payoutReceipt.creator.payout_email_masked).toMatch(/\*\*\*/);

    const inbox = await server.request<NotificationPage>('GET', ApiPath.notifications, {
      token: deal.creator.token,
    });
    expect(inbox.body.response.results.map((notice) => notice.kind)).toEqual(
      expect.arrayContaining(['funded', 'payout_paid']),
    );
  });

  it('two fundings at once (two keys) make one order and one capture; two releases one payout', async () => {
    const deal = await dealWithTerms(server);
    const id = deal.collaboration.id;
    const before = { ...paypal.counts };
    const [one, two] = await Promise.all([
      fund(server, deal.owner.token, id),
      fund(server, deal.owner.token, id),
    ]);
    expect([one.status, two.status]).toEqual([200, 200]);
    const first = one.body.response;
    const second = two.body.response;
    if (first.status !== 'approval_required' || second.status !== 'approval_required') {
      throw new Error('expected PayPal approval');
    }
    expect(second.order_id).toBe(first.order_id);
    await approve(first.approve_url);
    const captures = await Promise.all([
      captureFunding(server, deal.owner.token, id, first.order_id),
      captureFunding(server, deal.owner.token, id, first.order_id),
    ]);
    expect(captures.map((answer) => answer.status)).toEqual([200, 200]);
    expect(paypal.counts.orders - before.orders).toBe(1);
    expect(paypal.counts.captures - before.captures).toBe(1);
    const again = await fund(server, deal.owner.token, id);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('deal_already_funded');

    const releases = await Promise.all([
      server.request('POST', ApiPath.collaborationRelease(id), { token: deal.owner.token }),
      server.request('POST', ApiPath.collaborationRelease(id), { token: deal.owner.token }),
    ]);
    expect(releases.map((answer) => answer.status).sort()).toEqual([200, 409]);
    await settleJobs(server);
    expect(paypal.counts.payouts - before.payouts).toBe(1);
    await expectLedgerBalanced(server, id, paypal);
  });

  it('a payout that stays PENDING, then SUCCESS, is polled until paid', async () => {
    paypal.setPayoutScript(['PENDING', 'PENDING', 'SUCCESS']);
    const deal = await dealWithTerms(server);
    const id = deal.collaboration.id;
    await fundThroughPayPal(server, deal);
    await server.request('POST', ApiPath.collaborationRelease(id), { token: deal.owner.token });
    await server.server.dealJobs.runOnce();
    expect((await readMoney(server, deal.creator.token, id)).body.response.payouts[0]?.status).toBe(
      'sent',
    );
    server.clock.advance(10_000);
    await server.server.dealJobs.runOnce();
    const polled = (await readMoney(server, deal.creator.token, id)).body.response;
    expect(polled.status).toBe('released');
    expect(polled.payouts[0]?.status).toBe('sent');
    await settleJobs(server);
    expect((await readMoney(server, deal.creator.token, id)).body.response.status).toBe('paid');
    await expectLedgerBalanced(server, id, paypal);
  });

  it('a payout that FAILS goes back to "por pagar" with the reason, and is paid on retry', async () => {
    const deal = await dealWithTerms(server, { payoutEmail: 'sin-cuenta@example.com' });
    const id = deal.collaboration.id;
    paypal.setPayoutScriptFor('sin-cuenta@example.com', ['PENDING', 'FAILED'], {
      errorName: 'RECEIVER_UNREGISTERED',
    });
    await fundThroughPayPal(server, deal);
    await server.request('POST', ApiPath.collaborationRelease(id), { token: deal.owner.token });
    await settleJobs(server);
    const failed = (await readMoney(server, deal.owner.token, id)).body.response;
    expect(failed.payouts[0]).toMatchObject({ status: 'failed', reason: expect.any(String) });
    expect(failed.status).toBe('released');
    const creatorLines = await ledgerOf(deal.creator.token, id);
    expect(creatorLines.find((line) => line.type === 'payout')).toMatchObject({ status: 'failed' });
    expect(creatorLines.find((line) => line.type === 'proposal_payment')?.status_reason).toMatch(
      /^Por pagar: /,
    );
    const early = await server.request(
      'POST',
      ApiPath.collaborationPayoutRetry(id, failed.payouts[0]!.id),
      {
        token: deal.creator.token,
      },
    );
    expect(early.status).toBe(200);
    // The retry went to the same address, refused again; the creator fixes it and retries.
    await settleJobs(server);
    await savePayoutEmail(server, deal.creator.token, 'con-cuenta@example.com');
    const payoutId = failed.payouts[0]!.id;
    const retried = await server.request<DealMoney>(
      'POST',
      ApiPath.collaborationPayoutRetry(id, payoutId),
      {
        token: deal.creator.token,
      },
    );
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    expect(retried.body.response.payouts[0]).toMatchObject({ status: 'to_send', attempt: 3 });
    const twice = await server.request('POST', ApiPath.collaborationPayoutRetry(id, payoutId), {
      token: deal.creator.token,
    });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('payout_not_retryable');
    await settleJobs(server);
    expect((await readMoney(server, deal.creator.token, id)).body.response).toMatchObject({
      status: 'paid',
      paid_cents: PRICE_CENTS,
    });
    await expectLedgerBalanced(server, id, paypal);
  });

  it('an UNCLAIMED payout counts as paid and is watched: RETURNED 30 days later goes back to "por pagar"', async () => {
    const deal = await dealWithTerms(server, { payoutEmail: 'sin-reclamar@example.com' });
    const id = deal.collaboration.id;
    paypal.setPayoutScriptFor('sin-reclamar@example.com', ['UNCLAIMED', 'UNCLAIMED', 'RETURNED']);
    await fundThroughPayPal(server, deal);
    await server.request('POST', ApiPath.collaborationRelease(id), { token: deal.owner.token });
    await settleJobs(server, 2);
    const unclaimed = (await readMoney(server, deal.creator.token, id)).body.response;
    expect(unclaimed).toMatchObject({ status: 'paid', paid_cents: PRICE_CENTS });
    expect(unclaimed.payouts[0]).toMatchObject({
      status: 'unclaimed',
      reason: expect.stringContaining('***'),
    });
    await expectLedgerBalanced(server, id, paypal);
    for (let day = 0; day < 3; day += 1) {
      server.clock.advance(86_400_000);
      await server.server.dealJobs.runOnce();
    }
    const returned = (await readMoney(server, deal.creator.token, id)).body.response;
    expect(returned.status).toBe('released');
    expect(returned.payouts[0]).toMatchObject({ status: 'failed', reason: expect.any(String) });
    const lines = await ledgerOf(deal.creator.token, id);
    expect(lines.find((line) => line.type === 'payout')?.status).toBe('failed');
  });

  it('per item: a published item is paid at once; the other cancelled is refunded (price and fee)', async () => {
    const deal = await dealWithTerms(server);
    const id = deal.collaboration.id;
    await fundThroughPayPal(server, deal, 'per_item');
    const [first, second] = deal.collaboration.items;
    await deliver(server, deal, first!.id, 'C8bbbbbbbb1');
    await settleJobs(server);
    const half = (await readMoney(server, deal.owner.token, id)).body.response;
    expect(half).toMatchObject({
      status: 'partly_released',
      paid_cents: 50_025,
      held_cents: 50_025 + 5_002,
    });
    await cancelItem(server, deal, second!.id);
    await settleJobs(server);
    const done = (await readMoney(server, deal.owner.token, id)).body.response;
    expect(done).toMatchObject({ status: 'paid', refunded_cents: 50_025 + 5_002, held_cents: 0 });
    expect(done.refunds[0]).toMatchObject({ status: 'completed', fee_cents: 5_002 });
    const totals = await expectLedgerBalanced(server, id, paypal);
    expect(totals).toEqual({
      brandPaid: TOTAL_CENTS,
      creatorPaid: 50_025,
      feeKept: 5_003,
      refunded: 50_025 + 5_002,
    });
  });

  it('cancelled after funding: everything goes back to the brand', async () => {
    const deal = await dealWithTerms(server);
    const id = deal.collaboration.id;
    await fundThroughPayPal(server, deal);
    for (const item of deal.collaboration.items) await cancelItem(server, deal, item.id);
    await settleJobs(server);
    const money = (await readMoney(server, deal.creator.token, id)).body.response;
    expect(money).toMatchObject({ status: 'refunded', refunded_cents: TOTAL_CENTS, held_cents: 0 });
    const brandLines = await ledgerOf(deal.owner.token, id);
    // One refund per cancellation, each its own line, together the whole payment.
    const refunds = brandLines.filter((line) => line.type === 'refund');
    expect(refunds.map((line) => line.status)).toEqual(['completed', 'completed']);
    expect(Math.round(refunds.reduce((sum, line) => sum + line.amount, 0) * 100)).toBe(TOTAL_CENTS);
    expect(brandLines.find((line) => line.type === 'proposal_payment')?.status).toBe('refunded');
    await expectLedgerBalanced(server, id, paypal);
  });

  it('a creator without payout e-mail is asked for one; the payout waits and goes once saved', async () => {
    const deal = await dealWithTerms(server, { payoutEmail: null });
    const id = deal.collaboration.id;
    await fundThroughPayPal(server, deal);
    await server.request('POST', ApiPath.collaborationRelease(id), { token: deal.owner.token });
    await settleJobs(server, 2);
    for (const token of [deal.owner.token, deal.creator.token]) {
      const waiting = (await readMoney(server, token, id)).body.response;
      expect(waiting).toMatchObject({ status: 'released', payout_email_missing: true });
      expect(waiting.payouts[0]?.status).toBe('waiting_email');
    }
    const inbox = await server.request<NotificationPage>('GET', ApiPath.notifications, {
      token: deal.creator.token,
    });
    expect(inbox.body.response.results.map((notice) => notice.kind)).toContain(
      'payout_email_needed',
    );
    await savePayoutEmail(server, deal.creator.token, 'nueva@example.com');
    await settleJobs(server);
    expect((await readMoney(server, deal.owner.token, id)).body.response).toMatchObject({
      status: 'paid',
      payout_email_missing: false,
    });
    await expectLedgerBalanced(server, id, paypal);
  });

  it('refuses what is not theirs: release by the creator, funding by another brand, another total', async () => {
    const deal = await dealWithTerms(server);
    const id = deal.collaboration.id;
    const byCreator = await fund(server, deal.creator.token, id);
    expect(byCreator.status).toBe(409);
    expect(byCreator.body.code).toBe('collaboration_not_your_move');
    const other = await registerBrand(server, 'Otra Marca');
    expect((await fund(server, other.token, id)).status).toBe(404);
    expect((await readMoney(server, other.token, id)).status).toBe(404);
    const edited = await fund(server, deal.owner.token, id, { total_cents: TOTAL_CENTS - 100 });
    expect(edited.status).toBe(409);
    expect(edited.body.code).toBe('deal_amount_changed');
    const badBody = await server.request('POST', ApiPath.collaborationFund(id), {
      token: deal.owner.token,
      body: { idempotency_key: 'x', release_mode: 'whenever', total_cents: 1.5 },
    });
    expect(badBody.status).toBe(400);
    const early = await server.request('POST', ApiPath.collaborationRelease(id), {
      token: deal.owner.token,
    });
    expect(early.body.code).toBe('deal_nothing_held');
    await fundThroughPayPal(server, deal);
    const release = await server.request('POST', ApiPath.collaborationRelease(id), {
      token: deal.creator.token,
    });
    expect(release.status).toBe(409);
    expect(release.body.code).toBe('collaboration_not_your_move');
    expect((await readMoney(server, deal.owner.token, id)).body.response.status).toBe('funded');
  });

  it('PayPal down (5xx, a lost answer) moves no money twice and settles once it answers', async () => {
    const deal = await dealWithTerms(server);
    const id = deal.collaboration.id;
    paypal.failNext(1);
    const down = await fund(server, deal.owner.token, id, {
      idempotency_key: 'clave-de-prueba-0001',
    });
    expect(down.status).toBe(502);
    expect(down.body.code).toBe('provider_unavailable');
    expect((await readMoney(server, deal.owner.token, id)).body.response.status).toBe('unfunded');
    await fundThroughPayPal(server, deal);
    const before = paypal.counts.payouts;
    await server.request('POST', ApiPath.collaborationRelease(id), { token: deal.owner.token });
    paypal.hangNext(1, { afterProcessing: true });
    await settleJobs(server);
    expect(paypal.counts.payouts - before).toBe(1);
    expect((await readMoney(server, deal.creator.token, id)).body.response.status).toBe('paid');
    await expectLedgerBalanced(server, id, paypal);
  });

  it('a status PayPal does not document is kept and polled, with a reason', async () => {
    paypal.setPayoutScript(['WEIRD']);
    const deal = await dealWithTerms(server);
    const id = deal.collaboration.id;
    await fundThroughPayPal(server, deal);
    await server.request('POST', ApiPath.collaborationRelease(id), { token: deal.owner.token });
    await settleJobs(server, 3);
    const money = (await readMoney(server, deal.owner.token, id)).body.response;
    expect(money.payouts[0]).toMatchObject({
      status: 'sent',
      reason: expect.stringContaining('WEIRD'),
    });
    expect(money.status).toBe('released');
  });

  it('reminds the brand of an unpaid deal after 3 days, once', async () => {
    const deal = await acceptedDeal(server);
    server.clock.advance(3 * 86_400_000 + 1000);
    const read = async () =>
      (
        await server.request<NotificationPage>('GET', ApiPath.notifications, {
          token: deal.owner.token,
        })
      ).body.response.results.filter((notice) => notice.kind === 'funding_reminder');
    expect(await read()).toHaveLength(1);
    expect(await read()).toHaveLength(1);
  });
});

/** A team server's PayPal settings pointing at the stand-in. */
function payPalOptions(paypal: PayPalStandIn) {
  return {
    payments: {
      paypal: {
        clientId: paypal.clientId,
        clientSecret: paypal.clientSecret,
        apiUrl: paypal.url,
        timeoutMs: 2000,
      },
    },
  };
}

describePostgres('Payout poller shared by two API processes (issue 32)', (engine) => {
  let first: TestServer;
  let second: TestServer;
  let paypal: PayPalStandIn;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    const database = await engine.migratedDatabase();
    dispose = database.dispose;
    paypal = await startPayPal();
    first = await startTestServer(engine, { ...payPalOptions(paypal), ...database.options });
    second = await startTestServer(engine, { ...payPalOptions(paypal), ...database.options });
    await Promise.all([first.server.dealJobs.stop(), second.server.dealJobs.stop()]);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await paypal?.close();
    await dispose?.();
  });

  it('pays each released payout once when both run their passes at the same time', async () => {
    const deals = [];
    for (let index = 0; index < 6; index += 1) {
      const deal = await dealWithTerms(first);
      await fundThroughPayPal(first, deal);
      const released = await second.request(
        'POST',
        ApiPath.collaborationRelease(deal.collaboration.id),
        {
          token: deal.owner.token,
        },
      );
      expect(released.status).toBe(200);
      deals.push(deal);
    }
    const before = paypal.counts.payouts;
    // Each process's own PayPal client, as two API processes have.
    let ahead = 0;
    const context = (server: TestServer) => ({
      db: server.server.db,
      now: () => new Date(Date.now() + ahead),
      payments: createPayments(payPalOptions(paypal).payments),
    });
    for (let pass = 0; pass < 4; pass += 1) {
      // Past the poll delay of the pass before, as the loops' timers would be.
      ahead += 3_600_000;
      await Promise.all([
        runDuePayouts(context(first)),
        runDuePayouts(context(second)),
        runDuePayouts(context(first)),
      ]);
    }
    expect(paypal.counts.payouts - before).toBe(deals.length);
    for (const deal of deals) {
      const money = (await readMoney(first, deal.creator.token, deal.collaboration.id)).body
        .response;
      expect(money.status).toBe('paid');
      await expectLedgerBalanced(first, deal.collaboration.id, paypal);
    }
  });
});
