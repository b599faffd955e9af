import {
  AccessTokenRefusedError,
  isRecord,
  PROVIDER_TIMEOUT_MS,
  ProviderUnreachableError,
} from './fetch-json';
import { oauth1Authorization, type OAuth1Credentials } from './oauth1-signature';
import type { AccountReading, OAuthAccount, StoredCredential } from './oauth-network';
import { followerTotal } from './oauth-redeem';
import { OAuthCodeRefusedError } from './oauth-token';
import { trimSlash } from './openid-discovery';
import { countOf, type PostCounts, postMetrics, replyAverage } from './post-metrics';

export const DEFAULT_TWITTER_API_URL = 'https://api.twitter.com';

export interface TwitterConfig {
  /** The app's "API key" in the developer portal. */
  consumerKey: string;
  /** Server-side only: it signs every request and is never answered. */
  consumerSecret: string;
  /** Base of `/oauth/*`, `/1.1/*` and `/2/*`; defaults to DEFAULT_TWITTER_API_URL. */
  apiUrl?: string;
}

/** A request token (OAuth 1.0a step 1) and the address of the window that authorizes it. */
export interface TwitterRequestToken {
  token: string;
  /** Needed to sign the exchange; the desktop keeps it and sends it back in the redeem path. */
  tokenSecret: string;
  authorizeUrl: string;
}

/**
 * Twitter (X) signs in with OAuth 1.0a (three-legged), not the code flow of the other networks,
 * so it has its own adapter and routes: a request token first, then token + verifier + secret.
 * Errors are the two of oauth-redeem.ts: OAuthCodeRefusedError for a verifier or token Twitter
 * refuses, ProviderUnreachableError for the rest; the routes turn them into answers.
 */
export interface TwitterOAuth {
  readonly network: 'twitter';
  /** Asks for a request token whose sign-in returns the window to `callback`. */
  requestToken(callback: string): Promise<TwitterRequestToken>;
  /** Exchanges the authorized request token for an access token and reads its account. */
  redeem(token: string, verifier: string, tokenSecret: string): Promise<OAuthAccount>;
  /**
   * The refresh of docs/PRODUCT.md §7 `update/info` with the stored token and its secret:
   * followers, and engagement over the recent posts. OAuth 1.0a tokens never expire, so there is no
   * refresh: a refused token (AccessTokenRefusedError) was revoked and only a new sign-in helps.
   */
  readAccount(credential: StoredCredential): Promise<AccountReading>;
}

/** The most recent posts the figures average over (the v2 timeline takes 5–100 per call). */
const RECENT_POSTS = 20;

interface SignedCall {
  method: 'GET' | 'POST';
  url: string;
  credentials: OAuth1Credentials;
  oauth?: Record<string, string>;
}

export function createTwitterOAuth(
  config: TwitterConfig,
  now: () => Date = () => new Date(),
): TwitterOAuth {
  const apiUrl = trimSlash(config.apiUrl ?? DEFAULT_TWITTER_API_URL);
  const consumer = { consumerKey: config.consumerKey, consumerSecret: config.consumerSecret };

  /** One signed request, answering the status and the body as text (the /oauth ones are forms). */
  async function call({ method, url, credentials, oauth }: SignedCall) {
    const authorization = oauth1Authorization({
      method,
      url,
      credentials,
      ...(oauth ? { oauth } : {}),
      timestamp: Math.floor(now().getTime() / 1000),
    });
    try {
      const response = await fetch(url, {
        method,
        headers: { authorization, accept: 'application/json, text/plain' },
        signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
      });
      return { status: response.status, text: await response.text() };
    } catch (error) {
      throw new ProviderUnreachableError(`request to ${new URL(url).origin} failed`, {
        cause: error,
      });
    }
  }

  async function requestToken(callback: string): Promise<TwitterRequestToken> {
    const { status, text } = await call({
      method: 'POST',
      url: `${apiUrl}/oauth/request_token`,
      credentials: consumer,
      oauth: { oauth_callback: callback },
    });
    // A refusal here is this deployment's app (keys, callback not allowed), never the user's.
    const form = new URLSearchParams(text);
    const token = form.get('oauth_token');
    const tokenSecret = form.get('oauth_token_secret');
    // RFC 5849 §2.1: without the confirmation the callback was not taken (OAuth 1.0, not 1.0a).
    if (
      status !== 200 ||
      !token ||
      !tokenSecret ||
      form.get('oauth_callback_confirmed') !== 'true'
    ) {
      throw new ProviderUnreachableError(`oauth/request_token answered ${status}`);
    }
    const authorizeUrl = new URL(`${apiUrl}/oauth/authorize`);
    authorizeUrl.searchParams.set('oauth_token', token);
    return { token, tokenSecret, authorizeUrl: authorizeUrl.toString() };
  }

  async function accessToken(token: string, verifier: string, tokenSecret: string) {
    const { status, text } = await call({
      method: 'POST',
      url: `${apiUrl}/oauth/access_token`,
      credentials: { ...consumer, token, tokenSecret },
      oauth: { oauth_verifier: verifier },
    });
    // Twitter answers 401 for a wrong, spent or expired verifier or request token.
    if (status === 401) throw new OAuthCodeRefusedError(status);
    const form = new URLSearchParams(text);
    const access = form.get('oauth_token');
    const secret = form.get('oauth_token_secret');
    if (status !== 200 || !access || !secret) {
      throw new ProviderUnreachableError(`oauth/access_token answered ${status}`);
    }
    return { access, secret };
  }

  async function redeem(
    token: string,
    verifier: string,
    tokenSecret: string,
  ): Promise<OAuthAccount> {
    const granted = await accessToken(token, verifier, tokenSecret);
    const { status, text } = await call({
      method: 'GET',
      // Statuses and entities are not needed; leaving them out keeps the answer small.
      url: `${apiUrl}/1.1/account/verify_credentials.json?include_entities=false&skip_status=true`,
      credentials: { ...consumer, token: granted.access, tokenSecret: granted.secret },
    });
    const user = parseJson(text);
    // A token Twitter just issued being refused is Twitter's problem, not the user's.
    if (
      status !== 200 ||
      !isRecord(user) ||
      typeof user.id_str !== 'string' ||
      typeof user.screen_name !== 'string'
    ) {
      throw new ProviderUnreachableError(`verify_credentials answered ${status}`);
    }
    return {
      providerUserId: user.id_str,
      username: user.screen_name,
      displayName: typeof user.name === 'string' && user.name ? user.name : user.screen_name,
      followers: followerTotal(user.followers_count, 'verify_credentials'),
      accessToken: granted.access,
      // OAuth 1.0a tokens do not expire and are not refreshed; the secret signs every call.
      tokenSecret: granted.secret,
    };
  }

  /** A signed GET of the v2 API with the stored grant, its JSON parsed (undefined if none). */
  async function readV2(path: string, query: Record<string, string>, grant: OAuth1Credentials) {
    const url = new URL(`${apiUrl}/2${path}`);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    const { status, text } = await call({ method: 'GET', url: url.toString(), credentials: grant });
    // 401 is a revoked token (or app access removed): the user has to sign in again.
    if (status === 401) throw new AccessTokenRefusedError(`x /2${path} answered 401`);
    return { status, body: parseJson(text) };
  }

  /**
   * `GET /2/users/:id/tweets` with public_metrics: the creator's own recent posts (retweets and
   * replies left out, they are not theirs or not posts). undefined when the app's access level
   * does not include timelines (403): the follower count still refreshes without them.
   */
  async function recentPosts(
    userId: string,
    grant: OAuth1Credentials,
  ): Promise<PostCounts[] | undefined> {
    const { status, body } = await readV2(
      `/users/${encodeURIComponent(userId)}/tweets`,
      {
        max_results: String(RECENT_POSTS),
        'tweet.fields': 'public_metrics',
        exclude: 'retweets,replies',
      },
      grant,
    );
    if (status === 403) return undefined;
    if (status !== 200 || !isRecord(body)) {
      throw new ProviderUnreachableError(`x /2/users/:id/tweets answered ${status}`);
    }
    // A user without posts gets `meta.result_count: 0` and no `data` at all.
    const posts: unknown[] = Array.isArray(body.data) ? body.data : [];
    return posts.flatMap((post) => {
      const counts = isRecord(post) && isRecord(post.public_metrics) ? post.public_metrics : {};
      const likes = countOf(counts.like_count);
      const comments = countOf(counts.reply_count);
      const views = countOf(counts.impression_count);
      if (likes === undefined || comments === undefined) return [];
      return [{ likes, comments, ...(views === undefined ? {} : { views }) }];
    });
  }

  async function readAccount({
    accessToken,
    tokenSecret,
  }: StoredCredential): Promise<AccountReading> {
    // Without its secret the token cannot sign anything; only a new sign-in stores one.
    if (tokenSecret === undefined) throw new AccessTokenRefusedError('no token secret stored');
    const grant = { ...consumer, token: accessToken, tokenSecret };
    const { status, body } = await readV2('/users/me', { 'user.fields': 'public_metrics' }, grant);
    const data = isRecord(body) && isRecord(body.data) ? body.data : undefined;
    if (status !== 200 || !data || typeof data.id !== 'string') {
      throw new ProviderUnreachableError(`x /2/users/me answered ${status}`);
    }
    const counts = isRecord(data.public_metrics) ? data.public_metrics.followers_count : undefined;
    const followers = followerTotal(counts, 'x /2/users/me');
    const posts = await recentPosts(data.id, grant);
    if (!posts) return { followers };
    return { followers, metrics: { ...postMetrics(posts, followers), ...replyAverage(posts) } };
  }

  return { network: 'twitter', requestToken, redeem, readAccount };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
