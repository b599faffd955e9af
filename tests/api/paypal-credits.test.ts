import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { isRedirectTo, redirectParams } from '../../src-main/auth/redirect-match';
import type { PendingCreditPurchase } from '../../src-shared/domain/billing';
import { DEFAULT_PAYMENTS_RETURN_URL } from '../../src-server/payments/payments-config';
import type { PayPalStandIn } from '../fixtures/paypal';
import { catchRedirect } from '../support/sign-in-window';
import { registerWithRole } from './harness/accounts';
import { balanceOf, buy, capture, newKey, transactions } from './harness/billing';
import { describeEngines } from './harness/engines';
import { startServerWithPayPal } from './harness/paypal-server';
import { startTestServer, type TestServer } from './harness/test-server';

const CANCEL_URL = 'https://marcacreadores.mx/payments/cancel';

describeEngines('Extra credits through PayPal (stand-in)', (engine) => {
  let paypal: PayPalStandIn;
  let server: TestServer;
  beforeAll(async () => {
    ({ paypal, server } = await startServerWithPayPal(engine));
  });
  afterAll(async () => {
    await server?.close();
    await paypal?.close();
  });
  beforeEach(() => {
    paypal.setCancel(false);
    paypal.setDecline(false);
    paypal.setHoldCaptures(false);
    paypal.failNext(0);
  });

  /** A purchase up to PayPal's page, asserting it waits for approval. */
  async function startPurchase(token: string, key = newKey()): Promise<PendingCreditPurchase> {
    const answer = await buy(server, token, { package: 'credits_50', idempotency_key: key });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.response as PendingCreditPurchase;
  }

  it('creates an order, the buyer approves it in the window, the capture adds the credits once', async () => {
    const { token } = await registerWithRole(server);
    const key = newKey();
    const pending = await startPurchase(token, key);
    expect(pending).toEqual({
      order_id: expect.stringMatching(/^[A-Z0-9]{17}$/),
      status: 'approval_required',
      approve_url: `${paypal.url}/checkoutnow?token=${pending.order_id}`,
      return_url: DEFAULT_PAYMENTS_RETURN_URL,
      cancel_url: CANCEL_URL,
    });
    expect(paypal.orders.get(pending.order_id)).toMatchObject({
      amount: { currency_code: 'USD', value: '45.00' },
      description: 'Compra de 50 créditos',
      returnUrl: DEFAULT_PAYMENTS_RETURN_URL,
      cancelUrl: CANCEL_URL,
    });
    const ledger = await transactions(server, token);
    expect(ledger.body.response.results).toMatchObject([
      { type: 'credit_purchase', status: 'pending', amount: -45, reference: pending.order_id },
    ]);

    // Not approved yet: nothing to capture.
    const early = await capture(server, token, pending.order_id);
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('payment_not_approved');

    // The window: PayPal's page redirects back to the return point, caught before it loads.
    const landed = await catchRedirect(pending.approve_url, pending.return_url, {
      provider: 'PayPal',
    });
    const params = redirectParams(landed);
    expect(params.get('token')).toBe(pending.order_id);
    expect(params.get('PayerID')).toMatch(/^[A-Z0-9]{13}$/);

    const captured = await capture(server, token, pending.order_id);
    expect(captured.status, JSON.stringify(captured.body)).toBe(200);
    expect(captured.body.response).toMatchObject({
      order_id: pending.order_id,
      status: 'completed',
      credits_added: 50,
      balance: 50,
      test_mode: false,
      transaction: { status: 'completed', amount: -45, description: 'Compra de 50 créditos' },
    });
    expect(await balanceOf(server, token)).toBe(50);

    // A second capture (a double click, a retry) answers the same purchase; PayPal captured once.
    const capturesBefore = paypal.counts.captures;
    const twice = await Promise.all([
      capture(server, token, pending.order_id),
      capture(server, token, pending.order_id),
    ]);
    for (const answer of twice) expect(answer.body.response).toEqual(captured.body.response);
    expect(paypal.counts.captures).toBe(capturesBefore);
    expect(await balanceOf(server, token)).toBe(50);

    // The purchase retried with its key now answers the completed purchase.
    const replay = await buy(server, token, { package: 'credits_50', idempotency_key: key });
    expect(replay.body.response).toEqual(captured.body.response);
    expect((await transactions(server, token)).body.response.count).toBe(1);
  });

  it('answers a retried purchase with the same order, without a second one at PayPal', async () => {
    const { token } = await registerWithRole(server);
    const key = newKey();
    const ordersBefore = paypal.counts.orders;
    const first = await startPurchase(token, key);
    const [again, racing] = await Promise.all([
      startPurchase(token, key),
      startPurchase(token, key),
    ]);
    expect(again).toEqual(first);
    expect(racing).toEqual(first);
    expect(paypal.counts.orders).toBe(ordersBefore + 1);
    expect((await transactions(server, token)).body.response.count).toBe(1);
  });

  it('leaves a cancelled purchase uncharged', async () => {
    const { token } = await registerWithRole(server);
    const pending = await startPurchase(token);
    paypal.setCancel(true);
    const landed = await catchRedirect(pending.approve_url, pending.cancel_url);
    expect(isRedirectTo(landed, pending.cancel_url)).toBe(true);
    expect(isRedirectTo(landed, pending.return_url)).toBe(false);
    expect(redirectParams(landed).get('PayerID')).toBeNull();
    const refused = await capture(server, token, pending.order_id);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('payment_not_approved');
    expect(await balanceOf(server, token)).toBe(0);
    expect((await transactions(server, token)).body.response.results[0]?.status).toBe('pending');
  });

  it('marks a declined payment failed (402), adding nothing, and stays declined', async () => {
    const { token } = await registerWithRole(server);
    const key = newKey();
    const pending = await startPurchase(token, key);
    await catchRedirect(pending.approve_url, pending.return_url);
    paypal.setDecline(true);
    const declined = await capture(server, token, pending.order_id);
    expect(declined.status).toBe(402);
    expect(declined.body).toMatchObject({
      code: 'payment_declined',
      message: 'El pago no se completó. No se hizo ningún cargo; inténtalo de nuevo.',
    });
    expect(await balanceOf(server, token)).toBe(0);
    const ledger = await transactions(server, token, { status: 'failed' });
    expect(ledger.body.response.results).toMatchObject([
      { type: 'credit_purchase', status: 'failed', reference: pending.order_id },
    ]);
    expect(ledger.body.response.totals).toEqual({ amount: 0, money_in: 0, money_out: 0 });

    paypal.setDecline(false);
    expect((await capture(server, token, pending.order_id)).status).toBe(402);
    expect((await buy(server, token, { package: 'credits_50', idempotency_key: key })).status).toBe(
      402,
    );
    expect(await balanceOf(server, token)).toBe(0);
  });

  it('keeps a capture PayPal holds pending, and credits it once PayPal completes it', async () => {
    const { token } = await registerWithRole(server);
    const pending = await startPurchase(token);
    await catchRedirect(pending.approve_url, pending.return_url);
    paypal.setHoldCaptures(true);
    const held = await capture(server, token, pending.order_id);
    expect(held.status).toBe(409);
    expect(held.body.code).toBe('payment_not_approved');
    expect(held.body.message).toMatch(/PayPal todavía está procesando el pago/);
    expect(await balanceOf(server, token)).toBe(0);

    paypal.setHoldCaptures(false);
    const done = await capture(server, token, pending.order_id);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(await balanceOf(server, token)).toBe(50);
  });

  it('answers 502 while PayPal is down, and the same key goes through once it is back', async () => {
    const { token } = await registerWithRole(server);
    const key = newKey();
    paypal.failNext(10);
    const down = await buy(server, token, { package: 'credits_10', idempotency_key: key });
    expect(down.status).toBe(502);
    expect(down.body).toMatchObject({
      code: 'provider_unavailable',
      message: 'No pudimos comunicarnos con PayPal. No se hizo ningún cargo; inténtalo más tarde.',
    });
    expect((await transactions(server, token)).body.response.results).toMatchObject([
      { type: 'credit_purchase', status: 'failed', reference: null },
    ]);

    paypal.failNext(0);
    const back = await buy(server, token, { package: 'credits_10', idempotency_key: key });
    expect(back.status).toBe(200);
    const pending = back.body.response as PendingCreditPurchase;
    expect(pending.status).toBe('approval_required');
    expect((await transactions(server, token)).body.response.results).toMatchObject([
      { status: 'pending', reference: pending.order_id },
    ]);
  });

  it('gets a new token when PayPal stops accepting the cached one', async () => {
    const { token } = await registerWithRole(server);
    await startPurchase(token);
    const tokensBefore = paypal.counts.tokens;
    await startPurchase(token);
    expect(paypal.counts.tokens).toBe(tokensBefore);
    paypal.expireTokens();
    await startPurchase(token);
    expect(paypal.counts.tokens).toBe(tokensBefore + 1);
  });

  it('answers 502 when PayPal refuses the app credentials', async () => {
    const wrong = await startTestServer(engine, {
      payments: { paypal: { clientId: paypal.clientId, clientSecret: 'otro', apiUrl: paypal.url } },
    });
    try {
      const { token } = await registerWithRole(wrong);
      const answer = await buy(wrong, token, { package: 'credits_10', idempotency_key: newKey() });
      expect(answer.status).toBe(502);
      expect(answer.body.code).toBe('provider_unavailable');
    } finally {
      await wrong.close();
    }
  });

  it("never captures another buyer's order", async () => {
    const buyer = await registerWithRole(server);
    const pending = await startPurchase(buyer.token);
    await catchRedirect(pending.approve_url, pending.return_url);
    const other = await registerWithRole(server);
    expect((await capture(server, other.token, pending.order_id)).status).toBe(404);
    // Brands buy credits too, but only their own orders are theirs to capture.
    const brand = await registerWithRole(server, 'brand');
    expect((await capture(server, brand.token, pending.order_id)).status).toBe(404);
    expect((await capture(server, buyer.token, pending.order_id)).status).toBe(200);
  });
});
