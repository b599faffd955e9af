import type { ApiError } from '../http/errors';
import { fetchJson, ProviderUnreachableError, type JsonAnswer } from '../providers/fetch-json';
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

/** PayPal's REST API with the app's token; answers any status, throws only on transport. */
export interface PayPalClient {
  call(
    method: 'GET' | 'POST',
    path: string,
    headers: Record<string, string>,
    body?: unknown,
  ): Promise<JsonAnswer>;
}

export function createPayPalClient(config: PayPalConfig): PayPalClient {
  const apiUrl = (config.apiUrl ?? DEFAULT_PAYPAL_API_URL).replace(/\/+$/, '');
  const timeoutMs = config.timeoutMs ?? DEFAULT_PAYPAL_TIMEOUT_MS;
  const token = createPayPalTokenSource({ ...config, apiUrl, timeoutMs });

  return {
    /** A 401 (token revoked or expired early) gets one more try with a new token, no more. */
    async call(method, path, headers, body) {
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
    },
  };
}

/**
 * Runs one provider operation, turning transport failures (unreachable, timeout, no JSON, token
 * refused) into the operation's retryable error; ApiErrors pass as they are.
 */
export async function guarded<T>(
  work: () => Promise<T>,
  unavailable: (cause: unknown) => ApiError,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ProviderUnreachableError) throw unavailable(error);
    throw error;
  }
}

/** Path segment for an id PayPal gave us (it is untrusted text). */
export const segment = (id: string): string => encodeURIComponent(id);
