import { afterAll, beforeAll, expect, it } from 'vitest';
import { ApiPath } from '../../src-shared/api/paths';
import type { PendingCreditPurchase } from '../../src-shared/domain/billing';
import type { ProfileViews } from '../../src-shared/domain/finder';
import type { PayPalStandIn } from '../fixtures/paypal';
import { catchRedirect } from '../support/sign-in-window';
import { registerWithRole } from './harness/accounts';
import { buy, capture, newKey } from './harness/billing';
import { describeEngines } from './harness/engines';
import { startServerWithPayPal } from './harness/paypal-server';
import type { TestServer } from './harness/test-server';

describeEngines('A brand buys extra profile views through PayPal (stand-in)', (engine) => {
  let paypal: PayPalStandIn;
  let server: TestServer;
  beforeAll(async () => {
    ({ paypal, server } = await startServerWithPayPal(engine));
  });
  afterAll(async () => {
    await server?.close();
    await paypal?.close();
  });

  it('orders, approves and captures like a creator; the credits become extra views', async () => {
    const { token } = await registerWithRole(server, 'brand');
    const answer = await buy(server, token, { package: 'credits_10', idempotency_key: newKey() });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const pending = answer.body.response as PendingCreditPurchase;
    expect(pending.status).toBe('approval_required');

    await catchRedirect(pending.approve_url, pending.return_url, { provider: 'PayPal' });
    const captured = await capture(server, token, pending.order_id);
    expect(captured.status, JSON.stringify(captured.body)).toBe(200);
    expect(captured.body.response).toMatchObject({
      status: 'completed',
      credits_added: 10,
      balance: 10,
      test_mode: false,
    });

    const views = await server.request<ProfileViews>('GET', ApiPath.maxViews, { token });
    expect(views.body.response).toMatchObject({ remaining: 30, extra_views: 10 });
  });
});
