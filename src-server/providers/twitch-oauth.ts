import { ErrorCode } from '../../src-shared/api/error-codes';
import { ApiError } from '../http/errors';
import {
  AccessTokenRefusedError,
  fetchJson,
  isRecord,
  ProviderUnreachableError,
} from './fetch-json';
import type { AccountReading, OAuthAccount, OAuthNetworkAdapter } from './oauth-network';
import { exchangeCode, OAuthCodeRefusedError } from './oauth-token';
import { trimSlash } from './openid-discovery';

export const DEFAULT_TWITCH_AUTH_URL = 'https://id.twitch.tv/oauth2';
export const DEFAULT_TWITCH_API_URL = 'https://api.twitch.tv/helix';

export interface TwitchConfig {
  clientId: string;
  /** Server-side only: it signs the code exchange and is never answered. */
  clientSecret: string;
  /** OAuth base (`/authorize`, `/token`); defaults to DEFAULT_TWITCH_AUTH_URL. */
  authUrl?: string;
  /** Helix base (`/users`, `/channels/followers`); defaults to DEFAULT_TWITCH_API_URL. */
  apiUrl?: string;
}

/** The follower total of a channel needs moderator:read:followers even for its own broadcaster. */
const SCOPES = 'user:read:email moderator:read:followers';
const UNAVAILABLE = 'No pudimos comunicarnos con Twitch. Inténtalo más tarde.';
const CODE_REFUSED =
  'Twitch no aceptó la autorización (expiró o ya se usó). Vuelve a conectar tu cuenta.';

interface TwitchUser {
  id: string;
  login: string;
  displayName: string;
}

export function createTwitchOAuth(
  config: TwitchConfig,
  now: () => Date = () => new Date(),
): OAuthNetworkAdapter {
  const authUrl = trimSlash(config.authUrl ?? DEFAULT_TWITCH_AUTH_URL);
  const apiUrl = trimSlash(config.apiUrl ?? DEFAULT_TWITCH_API_URL);

  function authorizeUrl(state: string, redirectUri: string): string {
    const url = new URL(`${authUrl}/authorize`);
    url.searchParams.set('client_id', config.clientId);
    url.searchParams.set('redirect_uri', redirectUri);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('scope', SCOPES);
    url.searchParams.set('state', state);
    return url.toString();
  }

  async function helix(path: string, accessToken: string): Promise<Record<string, unknown>> {
    const { status, body } = await fetchJson(`${apiUrl}${path}`, {
      headers: { authorization: `Bearer ${accessToken}`, 'client-id': config.clientId },
    });
    // A refused token: during a sign-in still the network's fault, on a re-read the grant's.
    if (status === 401)
      throw new AccessTokenRefusedError(`helix ${path.split('?')[0]} answered 401`);
    if (status !== 200 || !isRecord(body)) {
      throw new ProviderUnreachableError(`helix ${path.split('?')[0]} answered ${status}`);
    }
    return body;
  }

  async function user(accessToken: string): Promise<TwitchUser> {
    const body = await helix('/users', accessToken);
    const first: unknown = Array.isArray(body.data) ? body.data[0] : undefined;
    if (!isRecord(first) || typeof first.id !== 'string' || typeof first.login !== 'string') {
      throw new ProviderUnreachableError('helix /users answered no user');
    }
    const displayName = typeof first.display_name === 'string' ? first.display_name : first.login;
    return { id: first.id, login: first.login, displayName };
  }

  async function followers(accessToken: string, broadcasterId: string): Promise<number> {
    const query = new URLSearchParams({ broadcaster_id: broadcasterId, first: '1' });
    const body = await helix(`/channels/followers?${query.toString()}`, accessToken);
    if (typeof body.total !== 'number' || !Number.isInteger(body.total) || body.total < 0) {
      throw new ProviderUnreachableError('helix /channels/followers answered no total');
    }
    return body.total;
  }

  async function redeem(code: string, redirectUri: string): Promise<OAuthAccount> {
    try {
      const tokens = await exchangeCode(
        `${authUrl}/token`,
        {
          client_id: config.clientId,
          client_secret: config.clientSecret,
          code,
          grant_type: 'authorization_code',
          redirect_uri: redirectUri,
        },
        now(),
      );
      const profile = await user(tokens.accessToken);
      return {
        providerUserId: profile.id,
        username: profile.login,
        displayName: profile.displayName,
        followers: await followers(tokens.accessToken, profile.id),
        ...tokens,
      };
    } catch (error) {
      if (error instanceof OAuthCodeRefusedError) {
        throw new ApiError(ErrorCode.oauthCodeInvalid, { message: CODE_REFUSED, cause: error });
      }
      if (error instanceof ProviderUnreachableError) {
        throw new ApiError(ErrorCode.providerUnavailable, { message: UNAVAILABLE, cause: error });
      }
      throw error;
    }
  }

  /** The refresh of spec §7 `update/info`: the same reads as a sign-in, with the stored token. */
  async function readAccount(accessToken: string): Promise<AccountReading> {
    const profile = await user(accessToken);
    return { followers: await followers(accessToken, profile.id) };
  }

  return { network: 'twitch', authorizeUrl, redeem, readAccount };
}
