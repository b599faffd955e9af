import {
  AccessTokenRefusedError,
  fetchJson,
  isRecord,
  ProviderUnreachableError,
} from './fetch-json';
import type {
  AccountReading,
  OAuthAccount,
  OAuthNetworkAdapter,
  StoredCredential,
} from './oauth-network';
import { followerTotal, type OAuthProfile, readWithBearer, redeemFor } from './oauth-redeem';
import { exchangeCode, type OAuthTokens, refreshAccessToken } from './oauth-token';
import { trimSlash } from './openid-discovery';
import { countOf, type PostCounts, postMetrics } from './post-metrics';

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

/**
 * user.info.profile gives the handle, user.info.stats the follower count and video.list the recent
 * videos' counts (engagement, views); comma-separated.
 */
const SCOPES = 'user.info.basic,user.info.profile,user.info.stats,video.list';
const FIELDS = 'open_id,username,display_name,follower_count';
const VIDEO_FIELDS = 'id,like_count,comment_count,view_count';
/** TikTok's largest page (max_count 1–20): one call, the creator's most recent videos. */
const RECENT_VIDEOS = 20;
/**
 * Answers meaning "this grant may not read videos": a connection made before video.list was asked
 * for, or a user who unticked it. Its follower count still refreshes, without video figures.
 */
const NO_VIDEO_SCOPE = new Set(['scope_not_authorized', 'scope_permission_missed']);

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

  /**
   * Display API `/v2/video/list/` (https://developers.tiktok.com/doc/tiktok-api-v2-video-list):
   * the most recent videos' public counts; undefined when the grant may not read videos.
   */
  async function recentVideos(accessToken: string): Promise<PostCounts[] | undefined> {
    const { status, body } = await fetchJson(`${apiUrl}/v2/video/list/?fields=${VIDEO_FIELDS}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ max_count: RECENT_VIDEOS }),
    });
    const code = isRecord(body) && isRecord(body.error) ? body.error.code : undefined;
    // scope_not_authorized comes with a 401 too; only access_token_invalid refuses the grant.
    if (typeof code === 'string' && NO_VIDEO_SCOPE.has(code)) return undefined;
    if (status === 401) throw new AccessTokenRefusedError('/v2/video/list/ answered 401');
    const data = isRecord(body) && isRecord(body.data) ? body.data : undefined;
    if (status !== 200 || code !== 'ok' || !data) {
      throw new ProviderUnreachableError(`/v2/video/list/ answered ${status}`);
    }
    // An account without videos gets no `videos` at all.
    const videos: unknown[] = Array.isArray(data.videos) ? data.videos : [];
    return videos.flatMap((video) => {
      if (!isRecord(video)) return [];
      const likes = countOf(video.like_count);
      const comments = countOf(video.comment_count);
      const views = countOf(video.view_count);
      if (likes === undefined || comments === undefined) return [];
      return [{ likes, comments, ...(views === undefined ? {} : { views }) }];
    });
  }

  /** The profile and, where the grant allows it, the figures of the recent videos. */
  async function read(accessToken: string): Promise<OAuthProfile & AccountReading> {
    const found = await profile(accessToken);
    const videos = await recentVideos(accessToken);
    return videos ? { ...found, metrics: postMetrics(videos, found.followers) } : found;
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
      return { ...(await read(tokens.accessToken)), ...tokens };
    });
  }

  /**
   * The refresh of docs/PRODUCT.md §7 `update/info`: the same reads as a sign-in, with the stored
   * token.
   */
  async function readAccount({ accessToken }: StoredCredential): Promise<AccountReading> {
    const { followers, metrics } = await read(accessToken);
    return metrics ? { followers, metrics } : { followers };
  }

  /** TikTok access tokens live a day; the refresh token (a year) brings a new pair. */
  function refresh(refreshToken: string): Promise<OAuthTokens> {
    return refreshAccessToken(
      `${apiUrl}/v2/oauth/token/`,
      {
        client_key: config.clientKey,
        client_secret: config.clientSecret,
        refresh_token: refreshToken,
      },
      now(),
    );
  }

  return { network: 'tiktok', authorizeUrl, redeem, readAccount, refresh };
}
