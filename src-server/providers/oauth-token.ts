import {
  AccessTokenRefusedError,
  fetchJson,
  isRecord,
  ProviderUnreachableError,
} from './fetch-json';

/** What a standard token endpoint (RFC 6749 §5.1) grants, with the lifetime made a date. */
export interface OAuthTokens {
  accessToken: string;
  refreshToken?: string;
  expiresAt?: Date;
  /** When the refresh token ends, where the network says so; absent means it does not say. */
  refreshExpiresAt?: Date;
}

/** The network refused the code (RFC 6749 §5.2 answers 400, some networks 401). */
export class OAuthCodeRefusedError extends Error {
  constructor(readonly status: number) {
    super(`the token endpoint refused the code with ${status}`);
    this.name = 'OAuthCodeRefusedError';
  }
}

/**
 * POSTs an authorization-code exchange as a form, the way RFC 6749 §4.1.3 asks. The caller names
 * the fields because networks spell them differently (TikTok's client_key, Spotify's Basic auth).
 */
export async function exchangeCode(
  tokenUrl: string,
  form: Record<string, string>,
  now: Date,
  headers: Record<string, string> = {},
): Promise<OAuthTokens> {
  return requestTokens(tokenUrl, form, now, headers);
}

/**
 * POSTs a refresh (RFC 6749 §6, `grant_type=refresh_token`) as a form; the caller names the
 * client fields as for exchangeCode. The answers are read the same way, but a refused refresh
 * token means the grant is gone (revoked, expired, replaced): AccessTokenRefusedError, so the
 * user is asked to connect again. A refusal of the client stays the deployment's problem.
 */
export async function refreshAccessToken(
  tokenUrl: string,
  form: Record<string, string>,
  now: Date,
  headers: Record<string, string> = {},
): Promise<OAuthTokens> {
  try {
    return await requestTokens(tokenUrl, { ...form, grant_type: 'refresh_token' }, now, headers);
  } catch (error) {
    if (error instanceof OAuthCodeRefusedError) {
      throw new AccessTokenRefusedError(
        `the token endpoint refused the refresh token with ${error.status}`,
      );
    }
    throw error;
  }
}

/** One token request, whatever its grant; a refused grant is OAuthCodeRefusedError here. */
async function requestTokens(
  tokenUrl: string,
  form: Record<string, string>,
  now: Date,
  headers: Record<string, string>,
): Promise<OAuthTokens> {
  const { status, body } = await fetchJson(tokenUrl, {
    method: 'POST',
    headers,
    body: new URLSearchParams(form),
  });
  const error = isRecord(body) && typeof body.error === 'string' ? body.error : undefined;
  // RFC 6749 §5.2 names the culprit: invalid_grant is the user's code or refresh token (TikTok
  // says so with a 200), invalid_client is this deployment's app, and so is a 401 to HTTP Basic
  // (Pinterest's answer).
  if (error === 'invalid_grant') throw new OAuthCodeRefusedError(status);
  const basic = Object.entries(headers).some(
    ([name, value]) => name.toLowerCase() === 'authorization' && value.startsWith('Basic '),
  );
  if (error === 'invalid_client' || (status === 401 && basic)) {
    throw new ProviderUnreachableError(`token endpoint refused the client with ${status}`);
  }
  if (status === 400 || status === 401) throw new OAuthCodeRefusedError(status);
  // Anything else (403 for our client secret, 5xx) is the deployment's or the network's problem.
  if (status !== 200 || !isRecord(body) || typeof body.access_token !== 'string') {
    throw new ProviderUnreachableError(`token endpoint answered ${status}`);
  }
  const tokens: OAuthTokens = { accessToken: body.access_token };
  if (typeof body.refresh_token === 'string') tokens.refreshToken = body.refresh_token;
  const expiresAt = lifetimeEnd(body.expires_in, now);
  if (expiresAt) tokens.expiresAt = expiresAt;
  // Not in RFC 6749: TikTok says refresh_expires_in, Pinterest and LinkedIn
  // refresh_token_expires_in. It only means something beside a refresh token.
  const refreshExpiresAt = lifetimeEnd(
    body.refresh_expires_in ?? body.refresh_token_expires_in,
    now,
  );
  if (tokens.refreshToken !== undefined && refreshExpiresAt) {
    tokens.refreshExpiresAt = refreshExpiresAt;
  }
  return tokens;
}

/** A lifetime in seconds made a date; undefined for anything but a positive number. */
function lifetimeEnd(seconds: unknown, now: Date): Date | undefined {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds <= 0) return undefined;
  return new Date(now.getTime() + seconds * 1000);
}
