import { ErrorCode } from '../../src-shared/api/error-codes';
import { ApiError } from '../http/errors';
import {
  AccessTokenRefusedError,
  fetchJson,
  isRecord,
  ProviderUnreachableError,
} from './fetch-json';
import type { OAuthAccount } from './oauth-network';
import { OAuthCodeRefusedError } from './oauth-token';

/** What a network's profile read vouches for; the tokens are added by the exchange. */
export type OAuthProfile = Pick<
  OAuthAccount,
  'providerUserId' | 'username' | 'displayName' | 'followers'
>;

/**
 * Runs a network's code exchange and profile read, turning its failures into the two answers the
 * adapter interface promises: the user's code refused (400) or the network out of service (502).
 * `label` is how the network writes its own name (network-labels.ts).
 */
export async function redeemFor<T>(label: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof OAuthCodeRefusedError) {
      throw new ApiError(ErrorCode.oauthCodeInvalid, {
        message: `${label} no aceptó la autorización (expiró o ya se usó). Vuelve a conectar tu cuenta.`,
        cause: error,
      });
    }
    if (error instanceof ProviderUnreachableError) {
      throw new ApiError(ErrorCode.providerUnavailable, {
        message: `No pudimos comunicarnos con ${label}. Inténtalo más tarde.`,
        cause: error,
      });
    }
    throw error;
  }
}

/**
 * GETs a profile with a Bearer token. A 401 is AccessTokenRefusedError: during a sign-in it is
 * still "unreachable" (the subclass; a fresh token refused is the network's problem), on a
 * re-read with a stored token it tells the grant is gone. Anything else but a 200 object is
 * "unreachable".
 */
export async function readWithBearer(
  url: string,
  accessToken: string,
): Promise<Record<string, unknown>> {
  const { status, body } = await fetchJson(url, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  if (status === 401) throw new AccessTokenRefusedError(`${new URL(url).pathname} answered 401`);
  if (status !== 200 || !isRecord(body)) {
    throw new ProviderUnreachableError(`${new URL(url).pathname} answered ${status}`);
  }
  return body;
}

/**
 * HTTP Basic client authentication (RFC 6749 §2.3.1) the way Spotify and Pinterest document it:
 * `id:secret` in base64, unescaped (their ids and secrets are alphanumeric).
 */
export function basicAuthorization(clientId: string, clientSecret: string): string {
  return `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
}

/** A follower total as networks report it; a missing or odd one is a broken answer. */
export function followerTotal(value: unknown, what: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
    throw new ProviderUnreachableError(`${what} answered no follower total`);
  }
  return value;
}
