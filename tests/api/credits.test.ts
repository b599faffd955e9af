import { afterAll, beforeAll, expect, it } from 'vitest';
import { CREDIT_PACKAGES, type CreditPurchase } from '../../src-shared/domain/billing';
import { registerAccount, registerWithRole } from './harness/accounts';
import { balanceOf, buy, capture, newKey, transactions } from './harness/billing';
import { describeEngines } from './harness/engines';
import { startTestServer, type TestServer } from './harness/test-server';

describeEngines('Extra credits in test mode (/api/v3/profile/buy/extra-credits/)', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    // No PayPal configured: the embedded default's test mode.
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('completes at once, labelled as test mode, and the balance shows it', async () => {
    const { token, user } = await registerWithRole(server);
    const answer = await buy(server, token, {
      package: 'credits_50',
      currency: 'USD',
      idempotency_key: newKey(),
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const purchase = answer.body.response as CreditPurchase;
    expect(purchase).toEqual({
      order_id: expect.stringMatching(/^TEST-[0-9A-F]{17}$/),
      status: 'completed',
      credits_added: 50,
      balance: 50,
      test_mode: true,
      transaction: {
        id: expect.any(String),
        type: 'credit_purchase',
        status: 'completed',
        amount: -45,
        credits: 50,
        description: 'Compra de 50 créditos (modo de prueba, sin cargo real)',
        reference: purchase.order_id,
        deal_id: null,
        status_reason: null,
        created_at: expect.any(String),
      },
    });
    expect(await balanceOf(server, token)).toBe(50);

    // The currency may be left out (USD is the only one); balances add up.
    const more = await buy(server, token, { package: 'credits_10', idempotency_key: newKey() });
    expect((more.body.response as CreditPurchase).balance).toBe(60);
    expect(await balanceOf(server, token)).toBe(60);
    const orders = await server.server.db
      .selectFrom('payment_orders')
      .select(['status', 'test_mode', 'amount'])
      .where('user_id', '=', user.id)
      .execute();
    expect(orders.map((order) => [order.status, order.test_mode, Number(order.amount)])).toEqual(
      expect.arrayContaining([
        ['captured', true, 45],
        ['captured', true, 10],
      ]),
    );
  });

  it('answers a retry with the same key the same, charging and crediting once', async () => {
    const { token } = await registerWithRole(server);
    const body = { package: 'credits_100', currency: 'USD', idempotency_key: newKey() };
    const first = await buy(server, token, body);
    const again = await buy(server, token, body);
    const racing = await Promise.all([buy(server, token, body), buy(server, token, body)]);
    for (const answer of [again, ...racing]) {
      expect(answer.status).toBe(200);
      expect(answer.body.response).toEqual(first.body.response);
    }
    expect(await balanceOf(server, token)).toBe(100);
    const ledger = await transactions(server, token);
    expect(ledger.body.response.count).toBe(1);

    // Two requests with a new key each, at once: two purchases.
    await Promise.all([
      buy(server, token, { ...body, idempotency_key: newKey() }),
      buy(server, token, { ...body, idempotency_key: newKey() }),
    ]);
    expect(await balanceOf(server, token)).toBe(300);
  });

  it('refuses the same key with another body (409), changing nothing', async () => {
    const { token } = await registerWithRole(server);
    const key = newKey();
    expect((await buy(server, token, { package: 'credits_10', idempotency_key: key })).status).toBe(
      200,
    );
    const conflict = await buy(server, token, { package: 'credits_50', idempotency_key: key });
    expect(conflict.status).toBe(409);
    expect(conflict.body).toMatchObject({
      code: 'idempotency_conflict',
      message: 'Esta solicitud ya se usó con otros datos.',
    });
    expect(await balanceOf(server, token)).toBe(10);
    // Another account may use the same key: keys are the caller's own.
    const other = await registerWithRole(server);
    expect(
      (await buy(server, other.token, { package: 'credits_50', idempotency_key: key })).status,
    ).toBe(200);
  });

  it('refuses bad packages, currencies and keys with a message per field', async () => {
    const { token } = await registerWithRole(server);
    const cases: [unknown, string][] = [
      [{ package: 'credits_7', idempotency_key: newKey() }, 'package'],
      [{ package: 'credits_10', currency: 'MXN', idempotency_key: newKey() }, 'currency'],
      [{ package: 'credits_10', idempotency_key: 'corta' }, 'idempotency_key'],
      [{ package: 'credits_10' }, 'idempotency_key'],
      [{ package: 'credits_10', idempotency_key: newKey(), price: 1 }, 'price'],
    ];
    for (const [body, field] of cases) {
      const answer = await buy(server, token, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(answer.body.fields ?? {})).toEqual([field]);
    }
    const currency = await buy(server, token, {
      package: 'credits_10',
      currency: 'MXN',
      idempotency_key: newKey(),
    });
    expect(currency.body.fields?.currency).toEqual([
      'Los pagos son en dólares estadounidenses (USD).',
    ]);
    expect(await balanceOf(server, token)).toBe(0);
    expect((await transactions(server, token)).body.response.count).toBe(0);
  });

  it('is for creators and brands: accounts without a role get 403, anonymous 401', async () => {
    const body = { package: 'credits_10', idempotency_key: newKey() };
    const roleless = await registerAccount(server);
    const refused = await buy(server, roleless.token, body);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Elige primero si tu cuenta es de creador o de marca.');
    expect((await buy(server, undefined, body)).status).toBe(401);
    // Brands buy the same packages (each credit one more profile view: brand-view-credits.test).
    const brand = await registerWithRole(server, 'brand');
    expect((await buy(server, brand.token, body)).status).toBe(200);
    expect(await balanceOf(server, brand.token)).toBe(10);
  });

  it("captures only the buyer's own orders; capturing a test order again answers it again", async () => {
    const { token } = await registerWithRole(server);
    const answer = await buy(server, token, { package: 'credits_10', idempotency_key: newKey() });
    const purchase = answer.body.response as CreditPurchase;
    const again = await capture(server, token, purchase.order_id);
    expect(again.status).toBe(200);
    expect(again.body.response).toEqual(purchase);
    const other = await registerWithRole(server);
    expect((await capture(server, other.token, purchase.order_id)).status).toBe(404);
    expect((await capture(server, token, 'NO-EXISTE-123')).status).toBe(404);
    expect((await capture(server, token, 'ñ')).status).toBe(404);
    expect(await balanceOf(server, token)).toBe(10);
  });

  it('prices each package from the shared catalogue', async () => {
    const { token } = await registerWithRole(server);
    for (const pack of CREDIT_PACKAGES) {
      const answer = await buy(server, token, { package: pack.id, idempotency_key: newKey() });
      const purchase = answer.body.response as CreditPurchase;
      expect(purchase.transaction.amount).toBe(-pack.price);
      expect(purchase.credits_added).toBe(pack.credits);
    }
  });
});
