import { fetchJson, isRecord, ProviderUnreachableError } from '../providers/fetch-json';

/** Renew this long before PayPal's stated expiry, so a token never lapses mid-request. */
const EXPIRY_MARGIN_MS = 60_000;

export interface PayPalCredentials {
  clientId: string;
  clientSecret: string;
  apiUrl: string;
  timeoutMs: number;
}

/**
 * The app's OAuth2 access token (client credentials, `POST /v1/oauth2/token` with HTTP Basic),
 * cached until shortly before it expires: PayPal limits token requests and each costs a round
 * trip. Callers that meet a 401 drop it with `forget()` and ask again.
 */
export function createPayPalTokenSource(
  credentials: PayPalCredentials,
  clock: () => number = Date.now,
): { get(): Promise<string>; forget(): void } {
  let cached: { value: string; expiresAt: number } | null = null;
  // Requests that need a token at the same time share one token request.
  let inFlight: Promise<string> | null = null;

  async function request(): Promise<string> {
    const basic = Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString(
      'base64',
    );
    const { status, body } = await fetchJson(
      `${credentials.apiUrl}/v1/oauth2/token`,
      {
        method: 'POST',
        headers: {
          authorization: `Basic ${basic}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: 'grant_type=client_credentials',
      },
      credentials.timeoutMs,
    );
    if (status !== 200 || !isRecord(body) || typeof body.access_token !== 'string') {
      // 401 invalid_client is this deployment's configuration, never the buyer's doing.
      throw new ProviderUnreachableError(`PayPal token endpoint answered ${status}`);
    }
    const lifetimeS = typeof body.expires_in === 'number' ? body.expires_in : 0;
    cached = {
      value: body.access_token,
      expiresAt: clock() + lifetimeS * 1000 - EXPIRY_MARGIN_MS,
    };
    return body.access_token;
  }

  return {
    get: () => {
      if (cached && cached.expiresAt > clock()) return Promise.resolve(cached.value);
      inFlight ??= request().finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
    forget: () => {
      cached = null;
    },
  };
}
