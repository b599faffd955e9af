import { ErrorCode } from '../../src-shared/api/error-codes';
import { ApiError } from '../http/errors';
import {
  AccessTokenRefusedError,
  fetchJson,
  isRecord,
  ProviderUnreachableError,
} from './fetch-json';
import type { AccountReading, OAuthAccount, OAuthBrowserAdapter } from './oauth-network';
import { exchangeCode, OAuthCodeRefusedError } from './oauth-token';
import { trimSlash } from './openid-discovery';

export const DEFAULT_YOUTUBE_AUTH_URL = 'https://accounts.google.com/o/oauth2/v2/auth';
export const DEFAULT_YOUTUBE_TOKEN_URL = 'https://oauth2.googleapis.com/token';
export const DEFAULT_YOUTUBE_API_URL = 'https://www.googleapis.com/youtube/v3';

export interface YouTubeConfig {
  /** A Google "Desktop app" OAuth client: Google accepts any loopback port for it. */
  clientId: string;
  /** Server-side only: it signs the code exchange and is never answered. */
  clientSecret: string;
  /** Google's authorization endpoint; defaults to DEFAULT_YOUTUBE_AUTH_URL. */
  authUrl?: string;
  /** Google's token endpoint; defaults to DEFAULT_YOUTUBE_TOKEN_URL. */
  tokenUrl?: string;
  /** YouTube Data API base (`/channels`); defaults to DEFAULT_YOUTUBE_API_URL. */
  apiUrl?: string;
}

/** Read-only is enough to name the channel and count its subscribers. */
const SCOPE = 'https://www.googleapis.com/auth/youtube.readonly';
const UNAVAILABLE = 'No pudimos comunicarnos con YouTube. Inténtalo más tarde.';
const CODE_REFUSED =
  'YouTube no aceptó la autorización (expiró o ya se usó). Vuelve a conectar tu cuenta.';
const NO_CHANNEL =
  'Tu cuenta de Google no tiene un canal de YouTube. Crea uno en YouTube y vuelve a conectar.';

interface YouTubeChannel {
  id: string;
  title: string;
  subscribers: number;
  /** Views per video; absent for a channel without videos. */
  viewsAvg?: number;
}

/** All views over all videos, rounded; undefined when there is no video to average over. */
function viewsAverageOf(statistics: unknown): number | undefined {
  if (!isRecord(statistics)) return undefined;
  const views = Number(statistics.viewCount);
  const videos = Number(statistics.videoCount);
  if (!Number.isSafeInteger(views) || views < 0 || !Number.isSafeInteger(videos) || videos <= 0) {
    return undefined;
  }
  return Math.round(views / videos);
}

/** Google sends counts as decimal strings (int64); a hidden count means nothing to show. */
function subscribersOf(statistics: unknown): number {
  if (!isRecord(statistics) || statistics.hiddenSubscriberCount === true) return 0;
  const count = Number(statistics.subscriberCount);
  return Number.isSafeInteger(count) && count >= 0 ? count : 0;
}

/** A channel's figures as spec §3 names them: YouTube counts subscribers, not followers. */
function metricsOf(found: YouTubeChannel): AccountReading['metrics'] {
  return {
    subscribers_count: found.subscribers,
    ...(found.viewsAvg === undefined ? {} : { views_avg: found.viewsAvg }),
  };
}

export function createYouTubeOAuth(
  config: YouTubeConfig,
  now: () => Date = () => new Date(),
): OAuthBrowserAdapter {
  const authUrl = config.authUrl ?? DEFAULT_YOUTUBE_AUTH_URL;
  const tokenUrl = config.tokenUrl ?? DEFAULT_YOUTUBE_TOKEN_URL;
  const apiUrl = trimSlash(config.apiUrl ?? DEFAULT_YOUTUBE_API_URL);

  function authorizeUrl(state: string, redirectUri: string, codeChallenge: string): string {
    const url = new URL(authUrl);
    url.searchParams.set('client_id', config.clientId);
    url.searchParams.set('redirect_uri', redirectUri);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('scope', SCOPE);
    url.searchParams.set('state', state);
    url.searchParams.set('code_challenge', codeChallenge);
    url.searchParams.set('code_challenge_method', 'S256');
    // A refresh token keeps the subscriber count current; Google only sends it with consent.
    url.searchParams.set('access_type', 'offline');
    url.searchParams.set('prompt', 'consent');
    return url.toString();
  }

  /** The signed-in user's own channel, or null when the Google account has none. */
  async function channel(accessToken: string): Promise<YouTubeChannel | null> {
    const query = new URLSearchParams({ part: 'snippet,statistics', mine: 'true' });
    const { status, body } = await fetchJson(`${apiUrl}/channels?${query.toString()}`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    // A refused token: during a sign-in still the network's fault, on a re-read the grant's.
    if (status === 401) throw new AccessTokenRefusedError('youtube /channels answered 401');
    if (status !== 200 || !isRecord(body)) {
      throw new ProviderUnreachableError(`youtube /channels answered ${status}`);
    }
    // Google leaves `items` out entirely for an account without a channel.
    const first: unknown = Array.isArray(body.items) ? body.items[0] : undefined;
    if (first === undefined) return null;
    if (!isRecord(first) || typeof first.id !== 'string' || first.id === '') {
      throw new ProviderUnreachableError('youtube /channels answered a channel without id');
    }
    const snippet = isRecord(first.snippet) ? first.snippet : {};
    const title = typeof snippet.title === 'string' && snippet.title ? snippet.title : first.id;
    const viewsAvg = viewsAverageOf(first.statistics);
    return {
      id: first.id,
      title,
      subscribers: subscribersOf(first.statistics),
      ...(viewsAvg === undefined ? {} : { viewsAvg }),
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
      const found = await channel(tokens.accessToken);
      if (!found) throw new ApiError(ErrorCode.youtubeChannelMissing, { message: NO_CHANNEL });
      // The channel id, not the changeable @handle, names the account (is_channel true).
      return {
        providerUserId: found.id,
        username: found.id,
        isChannel: true,
        displayName: found.title,
        followers: found.subscribers,
        metrics: metricsOf(found),
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

  /** The refresh of spec §7 `update/info`: the channel read again with the stored token. */
  async function readAccount(accessToken: string): Promise<AccountReading> {
    const found = await channel(accessToken);
    if (!found) throw new ApiError(ErrorCode.youtubeChannelMissing, { message: NO_CHANNEL });
    return { followers: found.subscribers, metrics: metricsOf(found) };
  }

  return { network: 'youtube', flow: 'browser', authorizeUrl, redeem, readAccount };
}
