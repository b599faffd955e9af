import { ProviderUnreachableError } from './fetch-json';
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

export const DEFAULT_PINTEREST_AUTH_URL = 'https://www.pinterest.com/oauth/';
export const DEFAULT_PINTEREST_API_URL = 'https://api.pinterest.com';

export interface PinterestConfig {
  clientId: string;
  /** Server-side only: it authenticates the code exchange and is never answered. */
  clientSecret: string;
  /** The sign-in page itself; defaults to DEFAULT_PINTEREST_AUTH_URL. */
  authUrl?: string;
  /** API base (`/v5/oauth/token`, `/v5/user_account`); defaults to DEFAULT_PINTEREST_API_URL. */
  apiUrl?: string;
}

/** Reading the account's own profile, follower count included, needs nothing more. */
const SCOPES = 'user_accounts:read';

/** API v5 (https://developers.pinterest.com/docs/getting-started/authentication-and-scopes/). */
export function createPinterestOAuth(
  config: PinterestConfig,
  now: () => Date = () => new Date(),
): OAuthNetworkAdapter {
  const apiUrl = trimSlash(config.apiUrl ?? DEFAULT_PINTEREST_API_URL);

  function authorizeUrl(state: string, redirectUri: string): string {
    const url = new URL(config.authUrl ?? DEFAULT_PINTEREST_AUTH_URL);
    url.searchParams.set('client_id', config.clientId);
    url.searchParams.set('redirect_uri', redirectUri);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('scope', SCOPES);
    url.searchParams.set('state', state);
    return url.toString();
  }

  async function profile(accessToken: string): Promise<OAuthProfile> {
    const body = await readWithBearer(`${apiUrl}/v5/user_account`, accessToken);
    if (typeof body.username !== 'string' || body.username === '') {
      throw new ProviderUnreachableError('/v5/user_account answered no username');
    }
    // Older accounts' answers may lack the id; the username is unique on Pinterest too.
    const id = typeof body.id === 'string' && body.id ? body.id : body.username;
    const business = typeof body.business_name === 'string' ? body.business_name : '';
    return {
      providerUserId: id,
      username: body.username,
      displayName: business || body.username,
      followers: followerTotal(body.follower_count, '/v5/user_account'),
    };
  }

  function redeem(code: string, redirectUri: string): Promise<OAuthAccount> {
    return redeemFor('Pinterest', async () => {
      const tokens = await exchangeCode(
        `${apiUrl}/v5/oauth/token`,
        { grant_type: 'authorization_code', code, redirect_uri: redirectUri },
        now(),
        // Pinterest takes the client only as HTTP Basic, never in the form.
        { authorization: basicAuthorization(config.clientId, config.clientSecret) },
      );
      return { ...(await profile(tokens.accessToken)), ...tokens };
    });
  }

  /**
   * The refresh of docs/PRODUCT.md §7 `update/info`: the same read as a sign-in, with the stored
   * token. Only the follower count: Pinterest's pin figures need pins:read and per-pin analytics
   * calls.
   */
  async function readAccount({ accessToken }: StoredCredential): Promise<AccountReading> {
    return { followers: (await profile(accessToken)).followers };
  }

  /** Pinterest's access tokens live 30 days; the client goes as HTTP Basic here too. */
  function refresh(refreshToken: string): Promise<OAuthTokens> {
    return refreshAccessToken(`${apiUrl}/v5/oauth/token`, { refresh_token: refreshToken }, now(), {
      authorization: basicAuthorization(config.clientId, config.clientSecret),
    });
  }

  return { network: 'pinterest', authorizeUrl, redeem, readAccount, refresh };
}
