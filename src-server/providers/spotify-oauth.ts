import { isRecord, ProviderUnreachableError } from './fetch-json';
import type {
  AccountReading,
  OAuthAccount,
  OAuthNetworkAdapter,
  StoredCredential,
} from './oauth-network';
import {
  basicAuthorization,
  followerTotal,
  type OAuthProfile,
  readWithBearer,
  redeemFor,
} from './oauth-redeem';
import { exchangeCode, type OAuthTokens, refreshAccessToken } from './oauth-token';
import { trimSlash } from './openid-discovery';

export const DEFAULT_SPOTIFY_AUTH_URL = 'https://accounts.spotify.com';
export const DEFAULT_SPOTIFY_API_URL = 'https://api.spotify.com';

export interface SpotifyConfig {
  clientId: string;
  /** Server-side only: it authenticates the code exchange and is never answered. */
  clientSecret: string;
  /** Accounts base (`/authorize`, `/api/token`); defaults to DEFAULT_SPOTIFY_AUTH_URL. */
  authUrl?: string;
  /** Web API base (`/v1/me`); defaults to DEFAULT_SPOTIFY_API_URL. */
  apiUrl?: string;
}

/** user-read-private is what makes /v1/me answer the follower total. */
const SCOPES = 'user-read-private user-read-email';

/**
 * Authorization code flow (https://developer.spotify.com/documentation/web-api/tutorials/code-flow).
 * A podcast is connected through its creator's Spotify account: its id, name and followers.
 */
export function createSpotifyOAuth(
  config: SpotifyConfig,
  now: () => Date = () => new Date(),
): OAuthNetworkAdapter {
  const authUrl = trimSlash(config.authUrl ?? DEFAULT_SPOTIFY_AUTH_URL);
  const apiUrl = trimSlash(config.apiUrl ?? DEFAULT_SPOTIFY_API_URL);

  function authorizeUrl(state: string, redirectUri: string): string {
    const url = new URL(`${authUrl}/authorize`);
    url.searchParams.set('client_id', config.clientId);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('redirect_uri', redirectUri);
    url.searchParams.set('state', state);
    url.searchParams.set('scope', SCOPES);
    return url.toString();
  }

  async function profile(accessToken: string): Promise<OAuthProfile> {
    const body = await readWithBearer(`${apiUrl}/v1/me`, accessToken);
    if (typeof body.id !== 'string' || body.id === '') {
      throw new ProviderUnreachableError('/v1/me answered no id');
    }
    // display_name is null for accounts that never set one.
    const name = typeof body.display_name === 'string' ? body.display_name : '';
    const followers = isRecord(body.followers) ? body.followers.total : undefined;
    return {
      providerUserId: body.id,
      username: body.id,
      displayName: name || body.id,
      followers: followerTotal(followers, '/v1/me'),
    };
  }

  function redeem(code: string, redirectUri: string): Promise<OAuthAccount> {
    return redeemFor('Spotify', async () => {
      const tokens = await exchangeCode(
        `${authUrl}/api/token`,
        { grant_type: 'authorization_code', code, redirect_uri: redirectUri },
        now(),
        { authorization: basicAuthorization(config.clientId, config.clientSecret) },
      );
      return { ...(await profile(tokens.accessToken)), ...tokens };
    });
  }

  /**
   * The refresh of docs/PRODUCT.md §7 `update/info`: the followers of the creator's user profile,
   * read again with the stored token. The Web API gives no follower or play counts for a show.
   */
  async function readAccount({ accessToken }: StoredCredential): Promise<AccountReading> {
    return { followers: (await profile(accessToken)).followers };
  }

  /**
   * Spotify's access tokens live an hour. Its answer may carry no new refresh token, and then the
   * old one stays valid (the caller keeps it).
   */
  function refresh(refreshToken: string): Promise<OAuthTokens> {
    return refreshAccessToken(`${authUrl}/api/token`, { refresh_token: refreshToken }, now(), {
      authorization: basicAuthorization(config.clientId, config.clientSecret),
    });
  }

  return { network: 'spotify', authorizeUrl, redeem, readAccount, refresh };
}
