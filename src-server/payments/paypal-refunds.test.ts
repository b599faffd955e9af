import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startPayPal, type PayPalStandIn } from '../../tests/fixtures/paypal';
import { ApiError } from '../http/errors';
import type { PaymentProvider } from './payment-provider';
import { createPayPalProvider } from './paypal-provider';

let paypal: PayPalStandIn;
let provider: PaymentProvider;
/** For calls left hanging: gives up after 300 ms instead of PayPal's 15 s. */
let impatient: PaymentProvider;
let sequence = 0;

beforeAll(async () => {
  paypal = await startPayPal();
  const config = {
    clientId: paypal.clientId,
    clientSecret: paypal.clientSecret,
    apiUrl: paypal.url,
  };
  provider = createPayPalProvider(config);
  impatient = createPayPalProvider({ ...config, timeoutMs: 300 });
  // Its token is fetched here, so the 300 ms cover only the hanging calls.
  await impatient.getRefund('WARMUP').catch(() => undefined);
});
afterAll(async () => {
  await paypal?.close();
});
beforeEach(() => {
  paypal.setRefundStatus('COMPLETED');
  paypal.setRefundRefusal(null);
  paypal.setHoldCaptures(false);
});

/** A brand's order of `cents`, approved on the stand-in's page and captured. */
async function capture(cents: number): Promise<string> {
  sequence += 1;
  const order = await provider.createOrder({
    amountCents: cents,
    description: 'Fondeo de colaboración',
    returnUrl: 'https://marcacreadores.mx/payments/return',
    cancelUrl: 'https://marcacreadores.mx/payments/cancel',
    requestId: `order-${sequence}-${Date.now()}`,
  });
  await fetch(order.approveUrl ?? '', { redirect: 'manual' });
  const captured = await provider.captureOrder(order.orderId, `capture-${order.orderId}`);
  if (!captured.captureId) throw new Error('no capture id');
  return captured.captureId;
}

const refund = (
  captureId: string,
  amountCents: number,
  requestId = `refund-${++sequence}`,
  via = provider,
) => via.refundCapture({ captureId, amountCents, requestId, note: 'Colaboración cancelada' });

async function failure(work: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await work.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('PayPal refunds', () => {
  it('refunds part of a capture, then the rest, then refuses a third as fully refunded', async () => {
    const captureId = await capture(4500);
    const first = await refund(captureId, 1050);
    expect(first.status).toBe('COMPLETED');
    expect(paypal.refunds.get(first.refundId)).toMatchObject({
      captureId,
      amount: { currency_code: 'USD', value: '10.50' },
      note: 'Colaboración cancelada',
    });
    const rest = await refund(captureId, 3450);
    expect(rest.status).toBe('COMPLETED');
    const third = await failure(refund(captureId, 1));
    expect(third.code).toBe('payment_declined');
    expect(third.message).toBe('PayPal indica que este cobro ya se reembolsó por completo.');
  });

  it('refuses more than what is left, refunding nothing', async () => {
    const captureId = await capture(2000);
    await refund(captureId, 1500);
    const before = paypal.counts.refunds;
    const error = await failure(refund(captureId, 501));
    expect(error.code).toBe('payment_declined');
    expect(error.status).toBe(402);
    expect(error.message).toMatch(/supera lo que queda/);
    expect(paypal.counts.refunds).toBe(before);
  });

  it('answers the first refund to a retried request id, never refunding twice', async () => {
    const captureId = await capture(3000);
    const before = paypal.counts.refunds;
    const first = await refund(captureId, 1000, 'refund-row-7');
    const again = await refund(captureId, 1000, 'refund-row-7');
    expect(again).toEqual(first);
    expect(paypal.counts.refunds).toBe(before + 1);
  });

  it('reads a pending refund again until PayPal completes it', async () => {
    const captureId = await capture(1000);
    paypal.setRefundStatus('PENDING');
    const made = await refund(captureId, 1000);
    expect(made.status).toBe('PENDING');
    expect(await provider.getRefund(made.refundId)).toEqual(made);
    paypal.setRefundStatus('COMPLETED');
    expect(await provider.getRefund(made.refundId)).toEqual({ ...made, status: 'COMPLETED' });
  });

  it('explains in Spanish what PayPal refused for good', async () => {
    const captureId = await capture(1000);
    paypal.setRefundRefusal('REFUND_TIME_LIMIT_EXCEEDED');
    const late = await failure(refund(captureId, 500));
    expect(late.code).toBe('payment_declined');
    expect(late.message).toBe('Pasó el plazo que da PayPal para reembolsar este cobro.');
    paypal.setRefundRefusal(null);

    const unknown = await failure(refund('NOSUCHCAPTURE0000', 500));
    expect(unknown.code).toBe('payment_declined');
    expect(unknown.message).toBe('PayPal no encuentra el cobro que se quiere reembolsar.');
  });

  it('leaves a capture still pending retryable, with its reason', async () => {
    paypal.setHoldCaptures(true);
    const captureId = await capture(1000);
    const held = await failure(refund(captureId, 1000));
    expect(held.code).toBe('provider_unavailable');
    expect(held.message).toMatch(/sigue pendiente/);
    paypal.setHoldCaptures(false);
    expect((await refund(captureId, 1000)).status).toBe('COMPLETED');
  });

  it('is unavailable (retryable) on 5xx, a refused token, a timeout or an unknown refund', async () => {
    const captureId = await capture(4000);
    const unavailable = async (work: Promise<unknown>) => {
      const error = await failure(work);
      expect(error.code).toBe('provider_unavailable');
      expect(error.status).toBe(502);
      expect(error.message).toBe(
        'No pudimos comunicarnos con PayPal para hacer el reembolso; lo reintentaremos.',
      );
    };
    paypal.failNextWith(1, 500);
    await unavailable(refund(captureId, 100, 'r-500'));
    paypal.failNextWith(2, 401);
    await unavailable(refund(captureId, 100, 'r-401'));
    paypal.hangNext(1);
    await unavailable(refund(captureId, 100, 'r-hang', impatient));
    await unavailable(provider.getRefund('NOSUCHREFUND00000'));
    // Nothing was refunded by the failed attempts; one 401 alone is absorbed by a new token.
    expect([...paypal.refunds.values()].filter((one) => one.captureId === captureId)).toEqual([]);
    paypal.failNextWith(1, 401);
    expect((await refund(captureId, 100, 'r-401')).status).toBe('COMPLETED');
  });

  it('answers the refund made when only the answer was lost', async () => {
    const captureId = await capture(2500);
    const before = paypal.counts.refunds;
    paypal.hangNext(1, { afterProcessing: true });
    expect((await failure(refund(captureId, 2500, 'lost-answer', impatient))).code).toBe(
      'provider_unavailable',
    );
    expect(paypal.counts.refunds).toBe(before + 1);
    const retried = await refund(captureId, 2500, 'lost-answer');
    expect(retried.status).toBe('COMPLETED');
    expect(paypal.counts.refunds).toBe(before + 1);
  });

  it('keeps note_to_payer within PayPal limits', async () => {
    const captureId = await capture(1000);
    const long = await provider.refundCapture({
      captureId,
      amountCents: 100,
      requestId: 'long-note',
      note: 'x'.repeat(300),
    });
    expect(paypal.refunds.get(long.refundId)?.note).toHaveLength(255);
    const blank = await provider.refundCapture({
      captureId,
      amountCents: 100,
      requestId: 'blank-note',
      note: '  ',
    });
    expect(paypal.refunds.get(blank.refundId)?.note).toBeNull();
  });
});
