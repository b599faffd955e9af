import { join, resolve } from 'node:path';
import {
  BASIS_POINTS_PER_PERCENT,
  DEFAULT_PLATFORM_FEE_PERCENT,
  MAX_PLATFORM_FEE_BASIS_POINTS,
} from '../src-shared/domain/deal-money';
import type { FacebookConfig } from './providers/facebook-identity';
import { DEFAULT_FACEBOOK_GRAPH_URL } from './providers/facebook-graph';
import type { GoogleConfig } from './providers/google-identity';
import { DEFAULT_TWITCH_API_URL, DEFAULT_TWITCH_AUTH_URL } from './providers/twitch-oauth';
import type { TwitchConfig } from './providers/twitch-oauth';
import { DEFAULT_TIKTOK_API_URL, DEFAULT_TIKTOK_AUTH_URL } from './providers/tiktok-oauth';
import type { TikTokConfig } from './providers/tiktok-oauth';
import { DEFAULT_PINTEREST_API_URL, DEFAULT_PINTEREST_AUTH_URL } from './providers/pinterest-oauth';
import { DEFAULT_LINKEDIN_API_URL, DEFAULT_LINKEDIN_AUTH_URL } from './providers/linkedin-oauth';
import { DEFAULT_SPOTIFY_API_URL, DEFAULT_SPOTIFY_AUTH_URL } from './providers/spotify-oauth';
import {
  DEFAULT_YOUTUBE_ANALYTICS_URL,
  DEFAULT_YOUTUBE_API_URL,
  DEFAULT_YOUTUBE_AUTH_URL,
  DEFAULT_YOUTUBE_TOKEN_URL,
  type YouTubeConfig,
} from './providers/youtube-oauth';
import { DEFAULT_TWITTER_API_URL, type TwitterConfig } from './providers/twitter-oauth';
import { DEFAULT_SOCIAL_REDIRECT_URL, type SocialConfig } from './social/oauth-networks';
import type { RateLimitOptions } from './context';
import type { MailConfig } from './mail/mailer';
import { paymentsFromEnv, type PaymentsConfig } from './payments/payments-config';
import { imageGenerationFromEnv } from './image-generation/image-generation-config';
import { parseTrustProxy } from './http/trust-proxy';
import { parseCorsOrigins } from './http/cors-origins';
import type { SlowClientLimits } from './http/slow-clients';
import { parseSecretsKey } from './secrets/secret-box';
import { UNSUBSCRIBE_SECRET_MIN_LENGTH } from './mail/unsubscribe-secret';
import type { ImagineConfig } from './image-generation/imagine-client';

export interface ServerOptions {
  /** Interface to listen on; default 127.0.0.1 so an embedded API is never reachable from the network. */
  host?: string;
  /** 0 picks a free port. */
  port?: number;
  /** PostgreSQL connection string; when set, PostgreSQL is used. */
  databaseUrl?: string;
  /** PGlite data folder; in-memory PGlite when neither this nor databaseUrl is set. */
  dataDir?: string;
  /** A migrated PGlite data folder (db/data-template.ts) a new dataDir starts from, if present. */
  dataTemplate?: string;
  /** Where uploaded media (avatars) live; default `<dataDir>/media`, else `./.data/media`. */
  mediaDir?: string;
  /**
   * The origin clients reach this API at (`https://api.example.com`), used to build media URLs.
   * Default: the address and port each request arrived on (never its Host header), right for the
   * embedded API and direct access.
   */
  publicUrl?: string;
  google?: GoogleConfig;
  facebook?: FacebookConfig;
  /** Networks connected through an OAuth sign-in window; none when absent. */
  social?: SocialConfig;
  /** Credit purchases through PayPal; absent, or without `paypal`: the labelled test mode. */
  payments?: PaymentsConfig;
  /**
   * Issue 32: the platform's fee on deals, in percent with at most two decimals (0–50); default
   * 10. Fixed in each proposal when it is sent, so a change applies to new proposals only.
   */
  platformFeePercent?: number;
  /** Outgoing mail (password resets): SMTP when `smtpUrl` is set, else the outbox folder. */
  mail?: MailConfig;
  /** The AI image studio's provider (Imagine's API); absent: generation answers 503. */
  imageGeneration?: ImagineConfig;
  /** Per-IP limit on each sign-in route; default 10 per minute. */
  rateLimit?: RateLimitOptions;
  /** Timeouts and the minimum body rate (http/slow-clients.ts); tests shorten them. */
  slowClients?: Partial<SlowClientLimits>;
  /** Web origins answered with CORS headers (`CORS_ORIGINS`); none when absent. */
  corsOrigins?: string[];
  /** Proxies (IPs or CIDRs) whose X-Forwarded-For names the client; none when absent. */
  trustProxy?: string[];
  /**
   * Keys that seal provider tokens, `id:base64key[,id2:base64key2]` (the first seals, all open).
   * Absent: a PGlite folder keeps a generated one; PostgreSQL needs it (secrets/server-secrets.ts).
   */
  secretsKey?: string;
  /**
   * Deletes grants sealed with a key secretsKey no longer names instead of refusing to start: for
   * the desktop, whose keychain may lose its key. Never read from the environment.
   */
  forgetUnreadableGrants?: boolean;
  /**
   * Signs unsubscribe links (HMAC-SHA256, at least 32 characters). Absent: a PGlite folder keeps
   * a generated one; otherwise one per process (mail/unsubscribe-secret.ts).
   */
  unsubscribeSecret?: string;
  logger?: boolean;
  /** Clock for token expiry and timestamps; tests move it forward. Default: the system clock. */
  now?: () => Date;
  /**
   * Lets any signed-in account load demo creators (`POST /api/v1/dev/seed/`). For the desktop's
   * embedded PGlite only; never read from the environment, so a shared PostgreSQL never gets it.
   */
  allowSeed?: boolean;
}

export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_RATE_LIMIT: RateLimitOptions = { max: 10, timeWindowMs: 60_000 };
/** PGlite folder of `npm run server` (and `npm run seed`) when neither DATABASE_URL nor DATA_DIR is set. */
export const DEFAULT_DATA_DIR = './.data/server';
/** Media of a server without a data folder (PostgreSQL, in-memory PGlite). */
export const DEFAULT_MEDIA_DIR = './.data/media';

/** Mail of a server without SMTP and without a data folder (PostgreSQL, in-memory PGlite). */
export const DEFAULT_OUTBOX_DIR = './.data/outbox';

/** Where mail goes without SMTP: `<dataDir>/outbox`, beside the embedded default's data. */
export function outboxDirFor(options: Pick<ServerOptions, 'mail' | 'dataDir'>): string {
  if (options.mail?.outboxDir) return resolve(options.mail.outboxDir);
  return resolve(options.dataDir ? join(options.dataDir, 'outbox') : DEFAULT_OUTBOX_DIR);
}

/** SMTP_URL (`smtp://user:pass@host:587` or `smtps://…`) and MAIL_FROM; none: the outbox. */
function mailFromEnv(env: NodeJS.ProcessEnv): MailConfig | undefined {
  const smtpUrl = nonEmpty(env.SMTP_URL);
  const from = nonEmpty(env.MAIL_FROM);
  if (smtpUrl && !/^smtps?:\/\/[^/?#]+/i.test(smtpUrl)) {
    // Never echo the value: it usually carries the password.
    throw new Error('SMTP_URL must be an smtp:// or smtps:// URL');
  }
  if (!smtpUrl && !from) return undefined;
  return { ...(smtpUrl ? { smtpUrl } : {}), ...(from ? { from } : {}) };
}

/** The media folder as an absolute path: uploads beside the PGlite data when there is some. */
export function mediaDirFor(options: Pick<ServerOptions, 'mediaDir' | 'dataDir'>): string {
  if (options.mediaDir) return resolve(options.mediaDir);
  return resolve(options.dataDir ? join(options.dataDir, 'media') : DEFAULT_MEDIA_DIR);
}

/**
 * An http(s) origin, optionally with a path prefix (a proxy mounting the API under `/core`), and
 * without the trailing slash so paths can be appended. Anything else is a configuration mistake.
 */
export function normalizePublicUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PUBLIC_URL must be an http(s) URL, got "${value}"`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash) {
    throw new Error(`PUBLIC_URL must be an http(s) URL without query or fragment, got "${value}"`);
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** `PLATFORM_FEE_PERCENT` as basis points: 10 → 1000, 7.5 → 750; more than two decimals refused. */
export function platformFeeBasisPoints(percent: number | undefined): number {
  const value = percent ?? DEFAULT_PLATFORM_FEE_PERCENT;
  const basisPoints = Math.round(value * BASIS_POINTS_PER_PERCENT);
  if (
    !Number.isFinite(value) ||
    Math.abs(basisPoints - value * BASIS_POINTS_PER_PERCENT) > 1e-6 ||
    basisPoints < 0 ||
    basisPoints > MAX_PLATFORM_FEE_BASIS_POINTS
  ) {
    throw new Error(
      `PLATFORM_FEE_PERCENT must be a percent from 0 to ${MAX_PLATFORM_FEE_BASIS_POINTS / BASIS_POINTS_PER_PERCENT} with at most two decimals, got "${String(percent)}"`,
    );
  }
  return basisPoints;
}

function integer(
  name: string,
  value: string | undefined,
  min: number,
  max: number,
): number | undefined {
  const text = nonEmpty(value);
  if (text === undefined) return undefined;
  const parsed = Number(text);
  if (!Number.isInteger(parsed) || parsed < min || parsed > max) {
    throw new Error(`${name} must be an integer from ${min} to ${max}, got "${text}"`);
  }
  return parsed;
}

/** Each provider is on only when its identifying settings are all present. */
function googleFromEnv(env: NodeJS.ProcessEnv): GoogleConfig | undefined {
  const issuer = nonEmpty(env.GOOGLE_ISSUER);
  const clientId = nonEmpty(env.GOOGLE_CLIENT_ID);
  if (!issuer || !clientId) return undefined;
  const clientSecret = nonEmpty(env.GOOGLE_CLIENT_SECRET);
  const jwksUrl = nonEmpty(env.GOOGLE_JWKS_URL);
  return {
    issuer,
    clientId,
    ...(clientSecret ? { clientSecret } : {}),
    ...(jwksUrl ? { jwksUrl } : {}),
  };
}

function facebookFromEnv(env: NodeJS.ProcessEnv): FacebookConfig | undefined {
  const appId = nonEmpty(env.FACEBOOK_APP_ID);
  const appSecret = nonEmpty(env.FACEBOOK_APP_SECRET);
  if (!appId || !appSecret) return undefined;
  const dialogUrl = nonEmpty(env.FACEBOOK_DIALOG_URL);
  return {
    appId,
    appSecret,
    graphUrl: nonEmpty(env.FACEBOOK_GRAPH_URL) ?? DEFAULT_FACEBOOK_GRAPH_URL,
    ...(dialogUrl ? { dialogUrl } : {}),
  };
}

function twitchFromEnv(env: NodeJS.ProcessEnv): TwitchConfig | undefined {
  const clientId = nonEmpty(env.TWITCH_CLIENT_ID);
  const clientSecret = nonEmpty(env.TWITCH_CLIENT_SECRET);
  if (!clientId || !clientSecret) return undefined;
  return {
    clientId,
    clientSecret,
    authUrl: nonEmpty(env.TWITCH_AUTH_URL) ?? DEFAULT_TWITCH_AUTH_URL,
    apiUrl: nonEmpty(env.TWITCH_API_URL) ?? DEFAULT_TWITCH_API_URL,
  };
}

interface OAuthApp {
  clientId: string;
  clientSecret: string;
  authUrl: string;
  apiUrl: string;
}

/** `<NETWORK>_CLIENT_ID` and `_CLIENT_SECRET` turn a network on; `_AUTH_URL`, `_API_URL` move it. */
function oauthAppFromEnv(
  env: NodeJS.ProcessEnv,
  prefix: 'TIKTOK' | 'PINTEREST' | 'LINKEDIN' | 'SPOTIFY',
  defaults: { authUrl: string; apiUrl: string },
  idName = 'CLIENT_ID',
): OAuthApp | undefined {
  const clientId = nonEmpty(env[`${prefix}_${idName}`]);
  const clientSecret = nonEmpty(env[`${prefix}_CLIENT_SECRET`]);
  if (!clientId || !clientSecret) return undefined;
  return {
    clientId,
    clientSecret,
    authUrl: nonEmpty(env[`${prefix}_AUTH_URL`]) ?? defaults.authUrl,
    apiUrl: nonEmpty(env[`${prefix}_API_URL`]) ?? defaults.apiUrl,
  };
}

/** TikTok names the client id a client key, in its console and so here too. */
function tiktokFromEnv(env: NodeJS.ProcessEnv): TikTokConfig | undefined {
  const app = oauthAppFromEnv(
    env,
    'TIKTOK',
    { authUrl: DEFAULT_TIKTOK_AUTH_URL, apiUrl: DEFAULT_TIKTOK_API_URL },
    'CLIENT_KEY',
  );
  if (!app) return undefined;
  const { clientId: clientKey, ...rest } = app;
  return { clientKey, ...rest };
}

/** The window networks after Twitch, each present only when its app is configured. */
function windowNetworksFromEnv(
  env: NodeJS.ProcessEnv,
): Pick<SocialConfig, 'tiktok' | 'pinterest' | 'linkedin' | 'spotify'> {
  const tiktok = tiktokFromEnv(env);
  const pinterest = oauthAppFromEnv(env, 'PINTEREST', {
    authUrl: DEFAULT_PINTEREST_AUTH_URL,
    apiUrl: DEFAULT_PINTEREST_API_URL,
  });
  const linkedin = oauthAppFromEnv(env, 'LINKEDIN', {
    authUrl: DEFAULT_LINKEDIN_AUTH_URL,
    apiUrl: DEFAULT_LINKEDIN_API_URL,
  });
  const spotify = oauthAppFromEnv(env, 'SPOTIFY', {
    authUrl: DEFAULT_SPOTIFY_AUTH_URL,
    apiUrl: DEFAULT_SPOTIFY_API_URL,
  });
  return {
    ...(tiktok ? { tiktok } : {}),
    ...(pinterest ? { pinterest } : {}),
    ...(linkedin ? { linkedin } : {}),
    ...(spotify ? { spotify } : {}),
  };
}

/**
 * Google has a separate token endpoint and a separate Analytics API (the audience), so YouTube
 * names four bases, not two.
 */
function youtubeFromEnv(env: NodeJS.ProcessEnv): YouTubeConfig | undefined {
  const clientId = nonEmpty(env.YOUTUBE_CLIENT_ID);
  const clientSecret = nonEmpty(env.YOUTUBE_CLIENT_SECRET);
  if (!clientId || !clientSecret) return undefined;
  return {
    clientId,
    clientSecret,
    authUrl: nonEmpty(env.YOUTUBE_AUTH_URL) ?? DEFAULT_YOUTUBE_AUTH_URL,
    tokenUrl: nonEmpty(env.YOUTUBE_TOKEN_URL) ?? DEFAULT_YOUTUBE_TOKEN_URL,
    apiUrl: nonEmpty(env.YOUTUBE_API_URL) ?? DEFAULT_YOUTUBE_API_URL,
    analyticsUrl: nonEmpty(env.YOUTUBE_ANALYTICS_URL) ?? DEFAULT_YOUTUBE_ANALYTICS_URL,
  };
}

/** Twitter's developer portal calls them the API key and secret; OAuth 1.0a, the consumer's. */
function twitterFromEnv(env: NodeJS.ProcessEnv): TwitterConfig | undefined {
  const consumerKey = nonEmpty(env.TWITTER_CONSUMER_KEY);
  const consumerSecret = nonEmpty(env.TWITTER_CONSUMER_SECRET);
  if (!consumerKey || !consumerSecret) return undefined;
  return {
    consumerKey,
    consumerSecret,
    apiUrl: nonEmpty(env.TWITTER_API_URL) ?? DEFAULT_TWITTER_API_URL,
  };
}

/** Only when some network is on or the return point is moved, so an empty environment stays {}. */
function socialFromEnv(env: NodeJS.ProcessEnv): SocialConfig | undefined {
  const redirectUri = nonEmpty(env.SOCIAL_REDIRECT_URL);
  const twitch = twitchFromEnv(env);
  const windows = windowNetworksFromEnv(env);
  const youtube = youtubeFromEnv(env);
  const twitter = twitterFromEnv(env);
  if (!redirectUri && !twitch && !youtube && !twitter && Object.keys(windows).length === 0) {
    return undefined;
  }
  return {
    redirectUri: redirectUri ?? DEFAULT_SOCIAL_REDIRECT_URL,
    ...(twitch ? { twitch } : {}),
    ...windows,
    ...(youtube ? { youtube } : {}),
    ...(twitter ? { twitter } : {}),
  };
}

/**
 * Reads PORT, HOST, DATABASE_URL, DATA_DIR, MEDIA_DIR, PUBLIC_URL, GOOGLE_*, FACEBOOK_*,
 * SOCIAL_REDIRECT_URL, TWITCH_*, TIKTOK_*, PINTEREST_*, LINKEDIN_*, SPOTIFY_*, YOUTUBE_*,
 * TWITTER_*, PAYPAL_*, PAYMENTS_RETURN_URL, PAYMENTS_CANCEL_URL, PLATFORM_FEE_PERCENT, SMTP_URL, MAIL_FROM,
 * IMAGE_API_URL, IMAGE_API_KEY, RATE_LIMIT_MAX, TRUST_PROXY, CORS_ORIGINS, SECRETS_KEY and
 * UNSUBSCRIBE_SECRET.
 */
export function serverOptionsFromEnv(env: NodeJS.ProcessEnv): ServerOptions {
  const options: ServerOptions = {};
  const host = nonEmpty(env.HOST);
  const port = integer('PORT', env.PORT, 0, 65535);
  const databaseUrl = nonEmpty(env.DATABASE_URL);
  const dataDir = nonEmpty(env.DATA_DIR);
  const mediaDir = nonEmpty(env.MEDIA_DIR);
  const publicUrl = nonEmpty(env.PUBLIC_URL);
  const google = googleFromEnv(env);
  const facebook = facebookFromEnv(env);
  const social = socialFromEnv(env);
  const mail = mailFromEnv(env);
  const payments = paymentsFromEnv(env);
  const feeText = nonEmpty(env.PLATFORM_FEE_PERCENT);
  const platformFeePercent = feeText === undefined ? undefined : Number(feeText);
  if (platformFeePercent !== undefined) platformFeeBasisPoints(platformFeePercent);
  const imageGeneration = imageGenerationFromEnv(env);
  const rateLimitMax = integer('RATE_LIMIT_MAX', env.RATE_LIMIT_MAX, 1, 1_000_000);
  const trustProxy = nonEmpty(env.TRUST_PROXY);
  const corsOrigins = nonEmpty(env.CORS_ORIGINS);
  const secretsKey = nonEmpty(env.SECRETS_KEY);
  const unsubscribeSecret = nonEmpty(env.UNSUBSCRIBE_SECRET);
  if (unsubscribeSecret && unsubscribeSecret.length < UNSUBSCRIBE_SECRET_MIN_LENGTH) {
    // Never echo the value.
    throw new Error(
      `UNSUBSCRIBE_SECRET must have at least ${UNSUBSCRIBE_SECRET_MIN_LENGTH} characters`,
    );
  }
  // Checked here so a malformed key fails the start, never the first sign-in to a network.
  if (secretsKey) parseSecretsKey(secretsKey);
  if (host) options.host = host;
  if (port !== undefined) options.port = port;
  if (databaseUrl) options.databaseUrl = databaseUrl;
  if (dataDir) options.dataDir = dataDir;
  if (mediaDir) options.mediaDir = mediaDir;
  if (publicUrl) options.publicUrl = normalizePublicUrl(publicUrl);
  if (google) options.google = google;
  if (facebook) options.facebook = facebook;
  if (social) options.social = social;
  if (mail) options.mail = mail;
  if (payments) options.payments = payments;
  if (platformFeePercent !== undefined) options.platformFeePercent = platformFeePercent;
  if (imageGeneration) options.imageGeneration = imageGeneration;
  if (rateLimitMax !== undefined) {
    options.rateLimit = { ...DEFAULT_RATE_LIMIT, max: rateLimitMax };
  }
  if (trustProxy) options.trustProxy = parseTrustProxy(trustProxy);
  if (corsOrigins) options.corsOrigins = parseCorsOrigins(corsOrigins);
  if (secretsKey) options.secretsKey = secretsKey;
  if (unsubscribeSecret) options.unsubscribeSecret = unsubscribeSecret;
  return options;
}
