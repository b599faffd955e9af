import { ErrorCode } from '../../src-shared/api/error-codes';
import { ApiError } from '../http/errors';
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
import {
  exchangeCode,
  OAuthCodeRefusedError,
  refreshAccessToken,
  type OAuthTokens,
} from './oauth-token';
import { trimSlash } from './openid-discovery';

export const DEFAULT_TWITCH_AUTH_URL = 'https://id.twitch.tv/oauth2';
export const DEFAULT_TWITCH_API_URL = 'https://api.twitch.tv/helix';

export interface TwitchConfig {
  clientId: string;
  /** Server-side only: it signs the code exchange and is never answered. */
  clientSecret: string;
  /** OAuth base (`/authorize`, `/token`); defaults to DEFAULT_TWITCH_AUTH_URL. */
  authUrl?: string;
  /** Helix base (`/users`, `/channels/followers`, `/videos`); defaults to DEFAULT_TWITCH_API_URL. */
  apiUrl?: string;
}

/** The follower total of a channel needs moderator:read:followers even for its own broadcaster. */
const SCOPES = 'user:read:email moderator:read:followers';
const UNAVAILABLE = 'No pudimos comunicarnos con Twitch. Inténtalo más tarde.';
const CODE_REFUSED =
  'Twitch no aceptó la autorización (expiró o ya se usó). Vuelve a conectar tu cuenta.';

/** docs/PRODUCT.md §3 hours_streamed counts the streams of this many days back. */
const HOURS_STREAMED_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Helix pages hold at most 100 videos; a month of archives rarely needs a second one. */
const MAX_VIDEO_PAGES = 5;

interface TwitchUser {
  id: string;
  login: string;
  displayName: string;
}

/** Helix writes a video's length as `3h8m33s`, `8m33s` or `33s`; null for anything else. */
export function durationSeconds(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(value);
  if (!match || value === '') return null;
  const [, hours = '0', minutes = '0', seconds = '0'] = match;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
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

  /**
   * docs/PRODUCT.md §3 hours_streamed: the length of the broadcaster's archived streams (VODs)
   * created in the last 30 days, in hours with one decimal. Helix lists them newest first, so the
   * walk stops at the first older one. Streams whose archive was deleted or never kept are not
   * counted: Helix keeps no other record of past streams.
   */
  async function hoursStreamed(accessToken: string, broadcasterId: string): Promise<number> {
    const since = now().getTime() - HOURS_STREAMED_DAYS * DAY_MS;
    let seconds = 0;
    let after: string | undefined;
    for (let page = 0; page < MAX_VIDEO_PAGES; page++) {
      const query = new URLSearchParams({ user_id: broadcasterId, type: 'archive', first: '100' });
      if (after) query.set('after', after);
      const body = await helix(`/videos?${query.toString()}`, accessToken);
      if (!Array.isArray(body.data)) {
        throw new ProviderUnreachableError('helix /videos answered no data');
      }
      let older = false;
      for (const video of body.data) {
        const created = isRecord(video) ? Date.parse(String(video.created_at)) : Number.NaN;
        const length = isRecord(video) ? durationSeconds(video.duration) : null;
        if (Number.isNaN(created) || length === null) {
          throw new ProviderUnreachableError(
            'helix /videos answered a video without date or duration',
          );
        }
        if (created < since) {
          older = true;
          continue;
        }
        seconds += length;
      }
      const pagination = isRecord(body.pagination) ? body.pagination : {};
      after =
        typeof pagination.cursor === 'string' && pagination.cursor ? pagination.cursor : undefined;
      if (older || !after) break;
    }
    return Math.round((seconds / 3600) * 10) / 10;
  }

  /** What a sign-in and a refresh both report: the follower total and the month's streaming. */
  async function figures(
    accessToken: string,
    broadcasterId: string,
  ): Promise<{ followers: number; metrics: NonNullable<AccountReading['metrics']> }> {
    const [total, hours] = await Promise.all([
      followers(accessToken, broadcasterId),
      hoursStreamed(accessToken, broadcasterId),
    ]);
    return { followers: total, metrics: { hours_streamed: hours } };
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
        ...(await figures(tokens.accessToken, profile.id)),
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
   * The refresh of docs/PRODUCT.md §7 `update/info`: the same reads as a sign-in, with the stored
   * token.
   */
  async function readAccount({ accessToken }: StoredCredential): Promise<AccountReading> {
    const profile = await user(accessToken);
    return figures(accessToken, profile.id);
  }

  /** Twitch's user tokens last about four hours; the refresh token gets another. */
  function refresh(refreshToken: string): Promise<OAuthTokens> {
    return refreshAccessToken(
      `${authUrl}/token`,
      {
        client_id: config.clientId,
        client_secret: config.clientSecret,
        refresh_token: refreshToken,
      },
      now(),
    );
  }

  return { network: 'twitch', authorizeUrl, redeem, readAccount, refresh };
}
