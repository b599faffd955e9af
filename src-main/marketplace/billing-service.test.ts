import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../src-server/index';
import { startPayPal, type PayPalStandIn } from '../../tests/fixtures/paypal';
import { catchRedirect } from '../../tests/support/sign-in-window';
import { signedInCreator } from '../../tests/support/signed-in-creator';
import { BillingService } from './billing-service';
import { fromTemplate } from '../../tests/support/test-database';

let paypal: PayPalStandIn;
let withPayPal: RunningServer;
let testMode: RunningServer;

beforeAll(async () => {
  paypal = await startPayPal();
  withPayPal = await startServer({
    ...fromTemplate(),
    rateLimit: { max: 1000, timeWindowMs: 60_000 },
    payments: {
      paypal: { clientId: paypal.clientId, clientSecret: paypal.clientSecret, apiUrl: paypal.url },
    },
  });
  testMode = await startServer({
    ...fromTemplate(),
    rateLimit: { max: 1000, timeWindowMs: 60_000 },
  });
});
afterAll(async () => {
  await withPayPal.close();
  await testMode.close();
  await paypal.close();
});

async function billingOn(server: RunningServer) {
  const { api, session } = await signedInCreator(server.url);
  return new BillingService(api, session, catchRedirect);
}

describe('buying extra credits from the desktop', () => {
  it('completes at once in the labelled test mode', async () => {
    const billing = await billingOn(testMode);
    const purchase = await billing.buyCredits({ package: 'credits_10' });
    expect(purchase).toMatchObject({ status: 'completed', credits_added: 10, test_mode: true });
    expect((await billing.getPlan()).credits).toBe(10);
  });

  it("opens PayPal's approval, then captures the order once it returns", async () => {
    paypal.setCancel(false);
    const billing = await billingOn(withPayPal);
    const purchase = await billing.buyCredits({ package: 'credits_50' });
    expect(purchase).toMatchObject({ status: 'completed', credits_added: 50, test_mode: false });
    expect((await billing.getPlan()).credits).toBe(50);
    const ledger = await billing.listTransactions({ filter: { type: 'credit_purchase' } });
    expect(ledger.results).toHaveLength(1);
  });

  it('stops with a clear reason, charging nothing, when the buyer cancels at PayPal', async () => {
    paypal.setCancel(true);
    try {
      const billing = await billingOn(withPayPal);
      await expect(billing.buyCredits({ package: 'credits_10' })).rejects.toMatchObject({
        code: 'sign_in_cancelled',
        message: 'Cancelaste el pago; no se hizo ningún cargo.',
      });
      expect((await billing.getPlan()).credits).toBe(0);
    } finally {
      paypal.setCancel(false);
    }
  });
});
