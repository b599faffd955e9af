import { fetchJson, isRecord, ProviderUnreachableError } from '../providers/fetch-json';
import type {
  CapturedOrder,
  CaptureStatus,
  CreatedOrder,
  CreateOrderInput,
  PaymentProvider,
} from './payment-provider';
import { classifyPayPalFailure, paymentError } from './paypal-errors';
import { createPayPalTokenSource } from './paypal-token';

export const DEFAULT_PAYPAL_API_URL = 'https://api-m.sandbox.paypal.com';
/** A capture may take PayPal a while (risk checks); sign-in providers get 5 s, payments more. */
export const DEFAULT_PAYPAL_TIMEOUT_MS = 15_000;

export interface PayPalConfig {
  clientId: string;
  clientSecret: string;
  /** REST base: the sandbox by default; `https://api-m.paypal.com` takes real money. */
  apiUrl?: string;
  timeoutMs?: number;
}

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
    const status = CAPTURE_STATUSES.find((known) => known === capture.status) ?? 'FAILED';
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
 * PayPal's REST Orders v2 API: an order with intent CAPTURE, the buyer approves it on PayPal's
 * page, then the order is captured. Every write carries `PayPal-Request-Id`, so a retried request
 * gets PayPal's first answer instead of a second order or capture.
 */
export function createPayPalProvider(config: PayPalConfig): PaymentProvider {
  const apiUrl = (config.apiUrl ?? DEFAULT_PAYPAL_API_URL).replace(/\/+$/, '');
  const timeoutMs = config.timeoutMs ?? DEFAULT_PAYPAL_TIMEOUT_MS;
  const token = createPayPalTokenSource({ ...config, apiUrl, timeoutMs });

  /** One API call; a 401 (token revoked or expired early) gets one more try with a new token. */
  async function call(
    method: 'GET' | 'POST',
    path: string,
    headers: Record<string, string>,
    body?: unknown,
  ): Promise<{ status: number; body: unknown }> {
    for (let attempt = 0; ; attempt += 1) {
      const answer = await fetchJson(
        `${apiUrl}${path}`,
        {
          method,
          headers: {
            authorization: `Bearer ${await token.get()}`,
            'content-type': 'application/json',
            ...headers,
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        },
        timeoutMs,
      );
      if (answer.status !== 401 || attempt > 0) return answer;
      token.forget();
    }
  }

  /** Turns transport failures into `provider_unavailable`, keeping ApiErrors as they are. */
  async function guarded<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof ProviderUnreachableError) throw paymentError('unavailable', error);
      throw error;
    }
  }

  async function readCapture(orderId: string): Promise<CapturedOrder> {
    const path = `/v2/checkout/orders/${encodeURIComponent(orderId)}`;
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
                amount: { currency_code: 'USD', value: input.amount.toFixed(2) },
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
      }),

    captureOrder: (orderId: string, requestId: string): Promise<CapturedOrder> =>
      guarded(async () => {
        const path = `/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`;
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
      }),
  };
}
