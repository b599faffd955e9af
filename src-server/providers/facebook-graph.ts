import { createHmac } from 'node:crypto';
import {
  AccessTokenRefusedError,
  fetchJson,
  isRecord,
  ProviderUnreachableError,
} from './fetch-json';
import { trimSlash } from './openid-discovery';

/** The Graph API version the desktop's Facebook login speaks (docs/PRODUCT.md §7: v17.0). */
export const DEFAULT_FACEBOOK_GRAPH_URL = 'https://graph.facebook.com/v17.0';

export interface FacebookAppConfig {
  appId: string;
  appSecret: string;
  /** Graph API base including the version; defaults to DEFAULT_FACEBOOK_GRAPH_URL. */
  graphUrl?: string;
}

/** What `/debug_token` says of a user access token, checked against this app. */
export interface TokenDebug {
  isValid: boolean;
  /** false when the token was issued to another app: never to be trusted here. */
  forThisApp: boolean;
  userId: string | null;
  scopes: string[];
  expiresAt: Date | null;
}

export interface GraphClient {
  readonly appId: string;
  readonly appSecret: string;
  readonly graphUrl: string;
  /**
   * GET with a user token and its appsecret_proof. A refused token (Graph's OAuthException, 400
   * or 401 with code 190) comes out as AccessTokenRefusedError, anything else broken as
   * ProviderUnreachableError.
   */
  get(
    path: string,
    accessToken: string,
    query?: Record<string, string>,
  ): Promise<Record<string, unknown>>;
  debugToken(accessToken: string): Promise<TokenDebug>;
  /** Trades a short-lived login token for a long-lived one (about 60 days). */
  exchangeLongLived(accessToken: string): Promise<{ accessToken: string; expiresAt?: Date }>;
}

const expiryOf = (seconds: unknown, now: Date): Date | null =>
  typeof seconds === 'number' && seconds > 0 ? new Date(now.getTime() + seconds * 1000) : null;

export function createGraphClient(
  config: FacebookAppConfig,
  now: () => Date = () => new Date(),
): GraphClient {
  const graphUrl = trimSlash(config.graphUrl ?? DEFAULT_FACEBOOK_GRAPH_URL);
  const appToken = `${config.appId}|${config.appSecret}`;

  async function get(
    path: string,
    accessToken: string,
    query: Record<string, string> = {},
  ): Promise<Record<string, unknown>> {
    const url = new URL(`${graphUrl}${path}`);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    url.searchParams.set('access_token', accessToken);
    // Graph requires this proof when the app enables "Require App Secret"; it costs nothing otherwise.
    url.searchParams.set(
      'appsecret_proof',
      createHmac('sha256', config.appSecret).update(accessToken).digest('hex'),
    );
    const { status, body } = await fetchJson(url);
    if (status === 200 && isRecord(body)) return body;
    const error = isRecord(body) && isRecord(body.error) ? body.error : null;
    if ((status === 400 || status === 401) && error?.code === 190) {
      throw new AccessTokenRefusedError(`graph ${path} refused the token`);
    }
    throw new ProviderUnreachableError(`graph ${path} answered ${status}`);
  }

  async function debugToken(accessToken: string): Promise<TokenDebug> {
    const url = new URL(`${graphUrl}/debug_token`);
    url.searchParams.set('input_token', accessToken);
    url.searchParams.set('access_token', appToken);
    const { status, body } = await fetchJson(url);
    // A non-200 here means Graph rejected our app credentials: a deployment problem, not the user's.
    if (status !== 200 || !isRecord(body) || !isRecord(body.data)) {
      throw new ProviderUnreachableError(`debug_token answered ${status}`);
    }
    const data = body.data;
    const expires =
      typeof data.expires_at === 'number' && data.expires_at > 0 ? data.expires_at : 0;
    return {
      isValid: data.is_valid === true,
      forThisApp: String(data.app_id) === config.appId,
      userId: typeof data.user_id === 'string' ? data.user_id : null,
      scopes: Array.isArray(data.scopes)
        ? data.scopes.filter((scope): scope is string => typeof scope === 'string')
        : [],
      expiresAt: expires ? new Date(expires * 1000) : null,
    };
  }

  async function exchangeLongLived(
    accessToken: string,
  ): Promise<{ accessToken: string; expiresAt?: Date }> {
    const url = new URL(`${graphUrl}/oauth/access_token`);
    url.searchParams.set('grant_type', 'fb_exchange_token');
    url.searchParams.set('client_id', config.appId);
    url.searchParams.set('client_secret', config.appSecret);
    url.searchParams.set('fb_exchange_token', accessToken);
    const { status, body } = await fetchJson(url);
    if (status === 400) throw new AccessTokenRefusedError('fb_exchange_token refused the token');
    if (status !== 200 || !isRecord(body) || typeof body.access_token !== 'string') {
      throw new ProviderUnreachableError(`oauth/access_token answered ${status}`);
    }
    const expiresAt = expiryOf(body.expires_in, now());
    return { accessToken: body.access_token, ...(expiresAt ? { expiresAt } : {}) };
  }

  return {
    appId: config.appId,
    appSecret: config.appSecret,
    graphUrl,
    get,
    debugToken,
    exchangeLongLived,
  };
}
