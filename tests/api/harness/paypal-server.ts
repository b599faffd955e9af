import { startPayPal, type PayPalStandIn } from '../../fixtures/paypal';
import type { Engine } from './engines';
import { startTestServer, type TestServer } from './test-server';

/** A core API that sells credits through the PayPal stand-in, as a team server configured for it. */
export async function startServerWithPayPal(
  engine: Engine,
): Promise<{ paypal: PayPalStandIn; server: TestServer }> {
  const paypal = await startPayPal();
  const server = await startTestServer(engine, {
    payments: {
      paypal: {
        clientId: paypal.clientId,
        clientSecret: paypal.clientSecret,
        apiUrl: paypal.url,
        timeoutMs: 2000,
      },
    },
  });
  return { paypal, server };
}
