import type { Payments } from './payment-provider';
import { createPayPalProvider, DEFAULT_PAYPAL_API_URL, type PayPalConfig } from './paypal-provider';
import { createTestModeProvider } from './test-mode-provider';

/** Where PayPal sends the buyer back; main's window catches it before it loads. */
export const DEFAULT_PAYMENTS_RETURN_URL = 'https://marcacreadores.mx/payments/return';

export interface PaymentsConfig {
  /** Real payments through PayPal; absent: the labelled test mode. */
  paypal?: PayPalConfig;
  /** After approval (PayPal adds `token=<order id>&PayerID=…`); default above. */
  returnUrl?: string;
  /** After the buyer cancels; default `cancel` beside the return URL (`…/payments/cancel`). */
  cancelUrl?: string;
}

function httpUrl(name: string, value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`${name} must be an http(s) URL, got "${value}"`);
  }
  return url;
}

/**
 * The provider and its return points. Main tells a return from a cancel by the path (same scheme,
 * host and path), so both must differ there: a cancel mistaken for an approval would try a capture.
 */
export function createPayments(config: PaymentsConfig = {}): Payments {
  const returnUrl = httpUrl('PAYMENTS_RETURN_URL', config.returnUrl ?? DEFAULT_PAYMENTS_RETURN_URL);
  const cancelUrl = config.cancelUrl
    ? httpUrl('PAYMENTS_CANCEL_URL', config.cancelUrl)
    : new URL('cancel', returnUrl);
  if (`${returnUrl.origin}${returnUrl.pathname}` === `${cancelUrl.origin}${cancelUrl.pathname}`) {
    throw new Error('PAYMENTS_RETURN_URL and PAYMENTS_CANCEL_URL must differ in their path');
  }
  return {
    provider: config.paypal ? createPayPalProvider(config.paypal) : createTestModeProvider(),
    returnUrl: returnUrl.toString(),
    cancelUrl: cancelUrl.toString(),
  };
}

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/**
 * PAYPAL_CLIENT_ID + PAYPAL_CLIENT_SECRET turn PayPal on (PAYPAL_API_URL moves it, default the
 * sandbox); PAYMENTS_RETURN_URL and PAYMENTS_CANCEL_URL move the return points. Nothing set:
 * undefined, the test mode.
 */
export function paymentsFromEnv(env: NodeJS.ProcessEnv): PaymentsConfig | undefined {
  const clientId = nonEmpty(env.PAYPAL_CLIENT_ID);
  const clientSecret = nonEmpty(env.PAYPAL_CLIENT_SECRET);
  if (clientId && !clientSecret) {
    throw new Error('PAYPAL_CLIENT_ID needs PAYPAL_CLIENT_SECRET');
  }
  const returnUrl = nonEmpty(env.PAYMENTS_RETURN_URL);
  const cancelUrl = nonEmpty(env.PAYMENTS_CANCEL_URL);
  const config: PaymentsConfig = {
    ...(clientId && clientSecret
      ? {
          paypal: {
            clientId,
            clientSecret,
            apiUrl: nonEmpty(env.PAYPAL_API_URL) ?? DEFAULT_PAYPAL_API_URL,
          },
        }
      : {}),
    ...(returnUrl ? { returnUrl } : {}),
    ...(cancelUrl ? { cancelUrl } : {}),
  };
  return Object.keys(config).length > 0 ? config : undefined;
}
