import { youtubeHandleUrl } from '../../src-shared/rules/network-handle';
import { ErrorCode } from '../../src-shared/api/error-codes';
import type { AudienceShare } from '../../src-shared/domain/network';
import {
  YOUTUBE_LATEST_VIDEOS,
  type YouTubeChannelInfo,
  type YouTubeVideo,
} from '../../src-shared/domain/youtube-channel';
import { ApiError } from '../http/errors';
import { engagementRate } from '../networks/engagement';
import {
  AccessTokenRefusedError,
  fetchJson,
  isRecord,
  ProviderUnreachableError,
} from './fetch-json';
import type {
  AccountReading,
  OAuthAccount,
  OAuthBrowserAdapter,
  StoredCredential,
} from './oauth-network';
import {
  exchangeCode,
  OAuthCodeRefusedError,
  refreshAccessToken,
  type OAuthTokens,
} from './oauth-token';
import { trimSlash } from './openid-discovery';
import { youtubeAudienceShares } from './youtube-audience';

export const DEFAULT_YOUTUBE_AUTH_URL = 'https://accounts.google.com/o/oauth2/v2/auth';
export const DEFAULT_YOUTUBE_TOKEN_URL = 'https://oauth2.googleapis.com/token';
export const DEFAULT_YOUTUBE_API_URL = 'https://www.googleapis.com/youtube/v3';
export const DEFAULT_YOUTUBE_ANALYTICS_URL = 'https://youtubeanalytics.googleapis.com/v2';

export interface YouTubeConfig {
  /** A Google "Desktop app" OAuth client: Google accepts any loopback port for it. */
  clientId: string;
  /** Server-side only: it signs the code exchange and is never answered. */
  clientSecret: string;
  /** Google's authorization endpoint; defaults to DEFAULT_YOUTUBE_AUTH_URL. */
  authUrl?: string;
  /** Google's token endpoint; defaults to DEFAULT_YOUTUBE_TOKEN_URL. */
  tokenUrl?: string;
  /** YouTube Data API base (`/channels`, `/playlistItems`, `/videos`); defaults to DEFAULT_YOUTUBE_API_URL. */
  apiUrl?: string;
  /** YouTube Analytics API base (`/reports`); defaults to DEFAULT_YOUTUBE_ANALYTICS_URL. */
  analyticsUrl?: string;
}

/** A channel and its latest uploads as read live, with the figures a snapshot keeps of them. */
export interface YouTubeReading extends YouTubeFigures {
  channel: YouTubeChannelInfo;
  /** Newest first, at most YOUTUBE_LATEST_VIDEOS. */
  videos: YouTubeVideo[];
  /** docs/PRODUCT.md §3 audience_age_gender; absent where YouTube Analytics reports none. */
  audience?: AudienceShare[];
}

/** What a snapshot keeps of a channel; a channel always has a subscriber figure (0 if hidden). */
export interface YouTubeFigures {
  followers: number;
  metrics: NonNullable<AccountReading['metrics']>;
}

/** The YouTube adapter: the connection flow plus the live read of `social/get/info/youtube/`. */
export interface YouTubeOAuth extends OAuthBrowserAdapter {
  /**
   * The signed-in user's channel and latest uploads. AccessTokenRefusedError for a refused token,
   * ProviderUnreachableError for anything else wrong, ApiError youtube_channel_missing when the
   * Google account has no channel.
   */
  readChannel(accessToken: string): Promise<YouTubeReading>;
}

/**
 * Read-only is enough to name the channel, count its subscribers and list its uploads; the
 * Analytics one adds its audience by age and gender (docs/PRODUCT.md §3 audience_age_gender).
 */
export const YOUTUBE_SCOPES = [
  'https://www.googleapis.com/auth/youtube.readonly',
  'https://www.googleapis.com/auth/yt-analytics.readonly',
] as const;
/** A quarter: long enough for steady shares, recent enough to describe today's audience. */
const AUDIENCE_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;
const UNAVAILABLE = 'No pudimos comunicarnos con YouTube. Inténtalo más tarde.';
const CODE_REFUSED =
  'YouTube no aceptó la autorización (expiró o ya se usó). Vuelve a conectar tu cuenta.';
const NO_CHANNEL =
  'Tu cuenta de Google no tiene un canal de YouTube. Crea uno en YouTube y vuelve a conectar.';

/** Google sends counts as decimal strings (int64); anything else means the count is not given. */
function countOf(value: unknown): number | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  if (typeof value === 'string' && !/^\d+$/.test(value)) return null;
  const count = Number(value);
  return Number.isSafeInteger(count) && count >= 0 ? count : null;
}

const textOf = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

/** The largest of the thumbnails Google sizes for every channel and video. */
function thumbnailOf(snippet: Record<string, unknown>): string | null {
  const thumbnails = isRecord(snippet.thumbnails) ? snippet.thumbnails : {};
  for (const size of ['high', 'medium', 'default']) {
    const found = thumbnails[size];
    if (isRecord(found) && typeof found.url === 'string' && found.url) return found.url;
  }
  return null;
}

function channelInfoOf(item: Record<string, unknown>, id: string): YouTubeChannelInfo {
  const snippet = isRecord(item.snippet) ? item.snippet : {};
  const statistics = isRecord(item.statistics) ? item.statistics : {};
  const hidden = statistics.hiddenSubscriberCount === true;
  return {
    id,
    // A channel without a title goes by its @handle; its id is never a name (issue 34).
    title: textOf(snippet.title) ?? textOf(snippet.customUrl) ?? '',
    description: typeof snippet.description === 'string' ? snippet.description : '',
    custom_url: textOf(snippet.customUrl),
    thumbnail_url: thumbnailOf(snippet),
    published_at: textOf(snippet.publishedAt),
    subscribers_count: hidden ? null : countOf(statistics.subscriberCount),
    view_count: countOf(statistics.viewCount) ?? 0,
    video_count: countOf(statistics.videoCount) ?? 0,
  };
}

function videoOf(item: unknown): YouTubeVideo | null {
  if (!isRecord(item) || typeof item.id !== 'string' || item.id === '') return null;
  const snippet = isRecord(item.snippet) ? item.snippet : {};
  const statistics = isRecord(item.statistics) ? item.statistics : {};
  return {
    id: item.id,
    title: typeof snippet.title === 'string' ? snippet.title : '',
    published_at: typeof snippet.publishedAt === 'string' ? snippet.publishedAt : '',
    thumbnail_url: thumbnailOf(snippet),
    view_count: countOf(statistics.viewCount),
    like_count: countOf(statistics.likeCount),
    comment_count: countOf(statistics.commentCount),
    url: `https://www.youtube.com/watch?v=${encodeURIComponent(item.id)}`,
  };
}

/**
 * The snapshot of a channel (docs/PRODUCT.md §3), the same for a sign-in, `update/info` and
 * `get/info`: subscribers (0 when hidden, as the connection shows them), views_avg over the latest
 * uploads that report views, and er as every network computes it (networks/engagement.ts) over
 * those uploads. A count YouTube leaves out (comments off) adds nothing to er; views_avg and er are
 * left out when there is nothing to average or no subscriber to divide by.
 */
export function youtubeMetricsOf(
  channel: YouTubeChannelInfo,
  videos: readonly YouTubeVideo[],
): YouTubeFigures {
  const subscribers = channel.subscribers_count ?? 0;
  const metrics: YouTubeFigures['metrics'] = { subscribers_count: subscribers };
  const viewed = videos.flatMap((video) => (video.view_count === null ? [] : [video.view_count]));
  if (viewed.length > 0) {
    metrics.views_avg = Math.round(viewed.reduce((sum, views) => sum + views, 0) / viewed.length);
  }
  const er = engagementRate(
    videos.map((video) => ({ likes: video.like_count ?? 0, comments: video.comment_count ?? 0 })),
    subscribers,
  );
  if (er !== undefined) metrics.er = er;
  return { followers: subscribers, metrics };
}

export function createYouTubeOAuth(
  config: YouTubeConfig,
  now: () => Date = () => new Date(),
): YouTubeOAuth {
  const authUrl = config.authUrl ?? DEFAULT_YOUTUBE_AUTH_URL;
  const tokenUrl = config.tokenUrl ?? DEFAULT_YOUTUBE_TOKEN_URL;
  const apiUrl = trimSlash(config.apiUrl ?? DEFAULT_YOUTUBE_API_URL);
  const analyticsUrl = trimSlash(config.analyticsUrl ?? DEFAULT_YOUTUBE_ANALYTICS_URL);

  function authorizeUrl(state: string, redirectUri: string, codeChallenge: string): string {
    const url = new URL(authUrl);
    url.searchParams.set('client_id', config.clientId);
    url.searchParams.set('redirect_uri', redirectUri);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('scope', YOUTUBE_SCOPES.join(' '));
    url.searchParams.set('state', state);
    url.searchParams.set('code_challenge', codeChallenge);
    url.searchParams.set('code_challenge_method', 'S256');
    // A refresh token keeps the subscriber count current; Google only sends it with consent.
    url.searchParams.set('access_type', 'offline');
    url.searchParams.set('prompt', 'consent');
    return url.toString();
  }

  /** One Data API GET; `accept404` answers null where Google's 404 means "nothing there". */
  async function dataApi(
    resource: string,
    query: Record<string, string>,
    accessToken: string,
    accept404 = false,
  ): Promise<Record<string, unknown> | null> {
    const { status, body } = await fetchJson(
      `${apiUrl}/${resource}?${new URLSearchParams(query).toString()}`,
      { headers: { authorization: `Bearer ${accessToken}` } },
    );
    // A refused token: during a sign-in still the network's fault, on a re-read the grant's.
    if (status === 401) throw new AccessTokenRefusedError(`youtube /${resource} answered 401`);
    if (status === 404 && accept404) return null;
    if (status !== 200 || !isRecord(body)) {
      throw new ProviderUnreachableError(`youtube /${resource} answered ${status}`);
    }
    return body;
  }

  /** The own channel with what the other reads need, or null when the account has none. */
  async function ownChannel(
    accessToken: string,
  ): Promise<{ info: YouTubeChannelInfo; uploads: string | null } | null> {
    const body = await dataApi(
      'channels',
      { part: 'snippet,contentDetails,statistics', mine: 'true' },
      accessToken,
    );
    // Google leaves `items` out entirely for an account without a channel.
    const first: unknown = Array.isArray(body?.items) ? body.items[0] : undefined;
    if (first === undefined) return null;
    if (!isRecord(first) || typeof first.id !== 'string' || first.id === '') {
      throw new ProviderUnreachableError('youtube /channels answered a channel without id');
    }
    const details = isRecord(first.contentDetails) ? first.contentDetails : {};
    const playlists = isRecord(details.relatedPlaylists) ? details.relatedPlaylists : {};
    return { info: channelInfoOf(first, first.id), uploads: textOf(playlists.uploads) };
  }

  /**
   * The ids of the latest uploads, newest first: the uploads playlist lists them that way, and one
   * page (up to 50) holds all this needs, so nextPageToken is not followed.
   */
  async function latestVideoIds(accessToken: string, uploads: string): Promise<string[]> {
    const body = await dataApi(
      'playlistItems',
      { part: 'contentDetails', playlistId: uploads, maxResults: String(YOUTUBE_LATEST_VIDEOS) },
      accessToken,
      // A channel that never uploaded has an uploads playlist Google answers 404 for.
      true,
    );
    const ids: string[] = [];
    for (const item of Array.isArray(body?.items) ? body.items : []) {
      const details: unknown = isRecord(item) ? item.contentDetails : undefined;
      const id = isRecord(details) ? textOf(details.videoId) : null;
      if (id && !ids.includes(id)) ids.push(id);
    }
    return ids.slice(0, YOUTUBE_LATEST_VIDEOS);
  }

  /** The uploads' snippets and counts, in the playlist's order; removed videos drop out. */
  async function videosOf(accessToken: string, ids: string[]): Promise<YouTubeVideo[]> {
    if (ids.length === 0) return [];
    const body = await dataApi(
      'videos',
      // Google refuses maxResults alongside id: the ids asked for are the page.
      { part: 'snippet,statistics', id: ids.join(',') },
      accessToken,
    );
    const found = new Map<string, YouTubeVideo>();
    for (const item of Array.isArray(body?.items) ? body.items : []) {
      const video = videoOf(item);
      if (video) found.set(video.id, video);
    }
    return ids.flatMap((id) => found.get(id) ?? []);
  }

  /**
   * The channel's viewers over the last AUDIENCE_DAYS by age group and gender. A 403 is Google
   * saying there is nothing to show this app (the user unticked the Analytics scope on the
   * consent screen, or the channel has no Analytics), so the audience is unknown, not an error;
   * a refused token is refused like any other read.
   */
  async function audienceOf(accessToken: string): Promise<AudienceShare[]> {
    const end = now();
    const day = (date: Date) => date.toISOString().slice(0, 10);
    const query = new URLSearchParams({
      ids: 'channel==MINE',
      // Both ends count: today and the 89 days before it.
      startDate: day(new Date(end.getTime() - (AUDIENCE_DAYS - 1) * DAY_MS)),
      endDate: day(end),
      metrics: 'viewerPercentage',
      dimensions: 'ageGroup,gender',
    });
    const { status, body } = await fetchJson(`${analyticsUrl}/reports?${query.toString()}`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    if (status === 401) throw new AccessTokenRefusedError('youtube analytics answered 401');
    if (status === 403) return [];
    if (status !== 200 || !isRecord(body)) {
      throw new ProviderUnreachableError(`youtube analytics answered ${status}`);
    }
    return youtubeAudienceShares(body);
  }

  async function readChannel(accessToken: string): Promise<YouTubeReading> {
    const found = await ownChannel(accessToken);
    if (!found) throw new ApiError(ErrorCode.youtubeChannelMissing, { message: NO_CHANNEL });
    const { info, uploads } = found;
    // The audience does not depend on the uploads: both are asked at once.
    const latestVideos = async () =>
      videosOf(accessToken, uploads ? await latestVideoIds(accessToken, uploads) : []);
    const [videos, audience] = await Promise.all([latestVideos(), audienceOf(accessToken)]);
    return {
      channel: info,
      videos,
      ...youtubeMetricsOf(info, videos),
      ...(audience.length > 0 ? { audience } : {}),
    };
  }

  async function redeem(
    code: string,
    redirectUri: string,
    codeVerifier: string,
  ): Promise<OAuthAccount> {
    try {
      const tokens = await exchangeCode(
        tokenUrl,
        {
          client_id: config.clientId,
          client_secret: config.clientSecret,
          code,
          code_verifier: codeVerifier,
          grant_type: 'authorization_code',
          redirect_uri: redirectUri,
        },
        now(),
      );
      const { channel, followers, metrics, audience } = await readChannel(tokens.accessToken);
      // The channel id, not the changeable @handle, names the account (is_channel true); the
      // handle is what people see (issue 34: never the id), kept as the channel's address.
      const profileUrl = youtubeHandleUrl(channel.custom_url);
      return {
        providerUserId: channel.id,
        username: channel.id,
        isChannel: true,
        displayName: channel.title,
        ...(profileUrl ? { profileUrl } : {}),
        followers,
        metrics,
        ...(audience ? { audience } : {}),
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

  /**
   * The refresh of docs/PRODUCT.md §7 `update/info`: the same read as `get/info`, with the stored
   * token.
   */
  async function readAccount({ accessToken }: StoredCredential): Promise<AccountReading> {
    const { channel, followers, metrics, audience } = await readChannel(accessToken);
    // The channel's title is the name creators know it by; a renamed channel shows its new one.
    const profileUrl = youtubeHandleUrl(channel.custom_url);
    return {
      followers,
      displayName: channel.title,
      ...(profileUrl ? { profileUrl } : {}),
      metrics,
      ...(audience ? { audience } : {}),
    };
  }

  /** Google's access tokens last an hour; the refresh token (offline access) gets another. */
  function refresh(refreshToken: string): Promise<OAuthTokens> {
    return refreshAccessToken(
      tokenUrl,
      {
        client_id: config.clientId,
        client_secret: config.clientSecret,
        refresh_token: refreshToken,
      },
      now(),
    );
  }

  return {
    network: 'youtube',
    flow: 'browser',
    authorizeUrl,
    redeem,
    readAccount,
    refresh,
    readChannel,
  };
}
