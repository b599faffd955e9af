import { isRecord } from '../providers/fetch-json';
import type {
  CapturedOrder,
  CaptureStatus,
  CreatedOrder,
  CreateOrderInput,
  PaymentProvider,
} from './payment-provider';
import {
  createPayPalClient,
  DEFAULT_PAYPAL_API_URL,
  DEFAULT_PAYPAL_TIMEOUT_MS,
  guarded,
  segment,
  type PayPalConfig,
} from './paypal-client';
import { classifyPayPalFailure, paymentError } from './paypal-errors';
import { centsToPayPalValue, payPalValueToCents } from './paypal-money';
import { createPayPalPayouts } from './paypal-payouts';
import { createPayPalRefunds } from './paypal-refunds';

export { DEFAULT_PAYPAL_API_URL, DEFAULT_PAYPAL_TIMEOUT_MS, type PayPalConfig };
export { centsToPayPalValue, payPalValueToCents };

const CAPTURE_STATUSES: readonly CaptureStatus[] = ['COMPLETED', 'PENDING', 'DECLINED', 'FAILED'];

/** The first capture of an order answer (`purchase_units[0].payments.captures[0]`). */
function captureOf(body: unknown): CapturedOrder | null {
  if (!isRecord(body) || !Array.isArray(body.purchase_units)) return null;
  for (const unit of body.purchase_units) {
    const payments = isRecord(unit) && isRecord(unit.payments) ? unit.payments : null;
    const capture =
      payments && Array.isArray(payments.captures) && isRecord(payments.captures[0])
        ? payments.captures[0]
        : null;
    if (!capture) continue;
    // A capture refunded since (in part or whole) did move the money when it was captured.
    const raw =
      capture.status === 'PARTIALLY_REFUNDED' || capture.status === 'REFUNDED'
        ? 'COMPLETED'
        : capture.status;
    const status = CAPTURE_STATUSES.find((known) => known === raw) ?? 'FAILED';
    return { status, captureId: typeof capture.id === 'string' ? capture.id : null };
  }
  return null;
}

/** The buyer's approval page: `payer-action` with experience_context, `approve` in older answers. */
function approveLinkOf(body: Record<string, unknown>): string | null {
  if (!Array.isArray(body.links)) return null;
  for (const link of body.links) {
    if (isRecord(link) && (link.rel === 'payer-action' || link.rel === 'approve')) {
      return typeof link.href === 'string' ? link.href : null;
    }
  }
  return null;
}

/**
 * PayPal's REST APIs: Orders v2 (an order with intent CAPTURE, the buyer approves it on PayPal's
 * page, then the order is captured), Payments v2 refunds of a capture (paypal-refunds.ts) and
 * Payouts v1 to creators (paypal-payouts.ts). Every write carries `PayPal-Request-Id`, so a
 * retried request gets PayPal's first answer instead of a second order, capture, refund or payout.
 */
export function createPayPalProvider(config: PayPalConfig): PaymentProvider {
  const client = createPayPalClient(config);
  const { call } = client;
  const unavailable = (cause: unknown) => paymentError('unavailable', cause);

  async function readCapture(orderId: string): Promise<CapturedOrder> {
    const path = `/v2/checkout/orders/${segment(orderId)}`;
    const { status, body } = await call('GET', path, {});
    const capture = status === 200 ? captureOf(body) : null;
    if (!capture) throw paymentError('unavailable', new Error(`order read answered ${status}`));
    return capture;
  }

  return {
    testMode: false,
    createOrder: (input: CreateOrderInput): Promise<CreatedOrder> =>
      guarded(async () => {
        const { status, body } = await call(
          'POST',
          '/v2/checkout/orders',
          { 'paypal-request-id': input.requestId, prefer: 'return=minimal' },
          {
            intent: 'CAPTURE',
            purchase_units: [
              {
                description: input.description,
                amount: { currency_code: 'USD', value: centsToPayPalValue(input.amountCents) },
              },
            ],
            payment_source: {
              paypal: {
                experience_context: {
                  brand_name: 'Marca Creadores',
                  locale: 'es-MX',
                  shipping_preference: 'NO_SHIPPING',
                  user_action: 'PAY_NOW',
                  return_url: input.returnUrl,
                  cancel_url: input.cancelUrl,
                },
              },
            },
          },
        );
        if (status !== 200 && status !== 201) {
          throw paymentError(classifyPayPalFailure(status, body, 'create'), body);
        }
        const approveUrl = isRecord(body) ? approveLinkOf(body) : null;
        if (!isRecord(body) || typeof body.id !== 'string' || !approveUrl) {
          throw paymentError('unavailable', new Error('order answer without id or approve link'));
        }
        return { orderId: body.id, approveUrl };
      }, unavailable),

    captureOrder: (orderId: string, requestId: string): Promise<CapturedOrder> =>
      guarded(async () => {
        const path = `/v2/checkout/orders/${segment(orderId)}/capture`;
        const { status, body } = await call('POST', path, {
          'paypal-request-id': requestId,
          prefer: 'return=representation',
        });
        if (status === 200 || status === 201) {
          const capture = captureOf(body);
          if (!capture) throw paymentError('unavailable', new Error('capture without captures'));
          return capture;
        }
        const failure = classifyPayPalFailure(status, body, 'capture');
        // Captured by an earlier request whose answer we lost: the order says how it went.
        if (failure === 'already_captured') return readCapture(orderId);
        throw paymentError(failure, body);
      }, unavailable),

    ...createPayPalRefunds(client),
    ...createPayPalPayouts(client),
  };
}
