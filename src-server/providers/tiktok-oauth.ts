import { isRecord, ProviderUnreachableError } from './fetch-json';
import type { OAuthAccount, OAuthNetworkAdapter } from './oauth-network';
import { followerTotal, type OAuthProfile, readWithBearer, redeemFor } from './oauth-redeem';
import { exchangeCode } from './oauth-token';
import { trimSlash } from './openid-discovery';

export const DEFAULT_TIKTOK_AUTH_URL = 'https://www.tiktok.com/v2/auth/authorize/';
export const DEFAULT_TIKTOK_API_URL = 'https://open.tiktokapis.com';

export interface TikTokConfig {
  /** TikTok calls the client id a "client key", in its settings and on the wire. */
  clientKey: string;
  /** Server-side only: it signs the code exchange and is never answered. */
  clientSecret: string;
  /** The sign-in page itself; defaults to DEFAULT_TIKTOK_AUTH_URL. */
  authUrl?: string;
  /** Open API base (`/v2/oauth/token/`, `/v2/user/info/`); defaults to DEFAULT_TIKTOK_API_URL. */
  apiUrl?: string;
}

/** user.info.profile gives the handle and user.info.stats the follower count; comma-separated. */
const SCOPES = 'user.info.basic,user.info.profile,user.info.stats';
const FIELDS = 'open_id,username,display_name,follower_count';

/** Login Kit v2 (https://developers.tiktok.com/doc/login-kit-web). */
export function createTikTokOAuth(
  config: TikTokConfig,
  now: () => Date = () => new Date(),
): OAuthNetworkAdapter {
  const apiUrl = trimSlash(config.apiUrl ?? DEFAULT_TIKTOK_API_URL);

  function authorizeUrl(state: string, redirectUri: string): string {
    const url = new URL(config.authUrl ?? DEFAULT_TIKTOK_AUTH_URL);
    url.searchParams.set('client_key', config.clientKey);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('scope', SCOPES);
    url.searchParams.set('redirect_uri', redirectUri);
    url.searchParams.set('state', state);
    return url.toString();
  }

  async function profile(accessToken: string): Promise<OAuthProfile> {
    const body = await readWithBearer(`${apiUrl}/v2/user/info/?fields=${FIELDS}`, accessToken);
    // Every v2 answer carries an error object; only code "ok" means the data is there.
    const ok = isRecord(body.error) && body.error.code === 'ok';
    const found = ok && isRecord(body.data) && isRecord(body.data.user) ? body.data.user : null;
    if (!found || typeof found.open_id !== 'string' || typeof found.username !== 'string') {
      throw new ProviderUnreachableError('/v2/user/info/ answered no user');
    }
    return {
      providerUserId: found.open_id,
      username: found.username,
      displayName: typeof found.display_name === 'string' ? found.display_name : found.username,
      followers: followerTotal(found.follower_count, '/v2/user/info/'),
    };
  }

  function redeem(code: string, redirectUri: string): Promise<OAuthAccount> {
    return redeemFor('TikTok', async () => {
      const tokens = await exchangeCode(
        `${apiUrl}/v2/oauth/token/`,
        {
          client_key: config.clientKey,
          client_secret: config.clientSecret,
          code,
          grant_type: 'authorization_code',
          redirect_uri: redirectUri,
        },
        now(),
      );
      return { ...(await profile(tokens.accessToken)), ...tokens };
    });
  }

  return { network: 'tiktok', authorizeUrl, redeem };
}
