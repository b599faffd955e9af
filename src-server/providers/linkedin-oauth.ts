import { ProviderUnreachableError } from './fetch-json';
import type {
  AccountReading,
  OAuthAccount,
  OAuthNetworkAdapter,
  StoredCredential,
} from './oauth-network';
import { type OAuthProfile, readWithBearer, redeemFor } from './oauth-redeem';
import { exchangeCode, type OAuthTokens, refreshAccessToken } from './oauth-token';
import { trimSlash } from './openid-discovery';

export const DEFAULT_LINKEDIN_AUTH_URL = 'https://www.linkedin.com/oauth/v2';
export const DEFAULT_LINKEDIN_API_URL = 'https://api.linkedin.com';

export interface LinkedInConfig {
  clientId: string;
  /** Server-side only: it signs the code exchange and is never answered. */
  clientSecret: string;
  /** OAuth base (`/authorization`, `/accessToken`); defaults to DEFAULT_LINKEDIN_AUTH_URL. */
  authUrl?: string;
  /** API base (`/v2/userinfo`); defaults to DEFAULT_LINKEDIN_API_URL. */
  apiUrl?: string;
}

/** "Sign In with LinkedIn using OpenID Connect", the product any app can add. */
const SCOPES = 'openid profile email';

/**
 * OpenID Connect (https://learn.microsoft.com/linkedin/consumer/integrations/self-serve/sign-in-with-linkedin-v2).
 * Its userinfo has no vanity name, profile URL nor follower count: the connection keeps the
 * stable `sub` as username, the member's name, 0 followers and no URL.
 */
export function createLinkedInOAuth(
  config: LinkedInConfig,
  now: () => Date = () => new Date(),
): OAuthNetworkAdapter {
  const authUrl = trimSlash(config.authUrl ?? DEFAULT_LINKEDIN_AUTH_URL);
  const apiUrl = trimSlash(config.apiUrl ?? DEFAULT_LINKEDIN_API_URL);

  function authorizeUrl(state: string, redirectUri: string): string {
    const url = new URL(`${authUrl}/authorization`);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('client_id', config.clientId);
    url.searchParams.set('redirect_uri', redirectUri);
    url.searchParams.set('state', state);
    url.searchParams.set('scope', SCOPES);
    return url.toString();
  }

  async function profile(accessToken: string): Promise<OAuthProfile> {
    const body = await readWithBearer(`${apiUrl}/v2/userinfo`, accessToken);
    if (typeof body.sub !== 'string' || body.sub === '') {
      throw new ProviderUnreachableError('/v2/userinfo answered no sub');
    }
    const name = typeof body.name === 'string' ? body.name : '';
    return { providerUserId: body.sub, username: body.sub, displayName: name, followers: 0 };
  }

  function redeem(code: string, redirectUri: string): Promise<OAuthAccount> {
    return redeemFor('LinkedIn', async () => {
      const tokens = await exchangeCode(
        `${authUrl}/accessToken`,
        {
          grant_type: 'authorization_code',
          code,
          redirect_uri: redirectUri,
          client_id: config.clientId,
          client_secret: config.clientSecret,
        },
        now(),
      );
      return { ...(await profile(tokens.accessToken)), ...tokens };
    });
  }

  /**
   * The refresh of docs/PRODUCT.md §7 `update/info`: userinfo read again proves the grant still
   * holds, but it has no follower count. The reading leaves `followers` out, so the stored count
   * stays: the sign-in's 0 or what the creator typed in the edit form. Writing 0 here would wipe a
   * typed count with a figure LinkedIn never reported.
   */
  async function readAccount({ accessToken }: StoredCredential): Promise<AccountReading> {
    await profile(accessToken);
    return {};
  }

  /**
   * LinkedIn gives refresh tokens only to apps it approved for them ("programmatic refresh
   * tokens"); for the rest no refresh token is stored, and an expired grant (60 days) asks the
   * user to connect again.
   */
  function refresh(refreshToken: string): Promise<OAuthTokens> {
    return refreshAccessToken(
      `${authUrl}/accessToken`,
      {
        refresh_token: refreshToken,
        client_id: config.clientId,
        client_secret: config.clientSecret,
      },
      now(),
    );
  }

  return { network: 'linkedin', authorizeUrl, redeem, readAccount, refresh };
}
