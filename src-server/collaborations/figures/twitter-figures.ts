import type { PostReference } from '../../../src-shared/rules/post-url';
import { AccessTokenRefusedError, fetchJson } from '../../providers/fetch-json';
import type { StoredCredential } from '../../providers/oauth-network';
import { oauth1Authorization } from '../../providers/oauth1-signature';
import { trimSlash } from '../../providers/openid-discovery';
import { DEFAULT_TWITTER_API_URL, type TwitterConfig } from '../../providers/twitter-oauth';
import { tweetIn } from './figure-mapping';
import { FigureProviderError, type PostFiguresAdapter, type PostRead } from './post-figures';

/**
 * X API v2 `GET /2/tweets/{id}?tweet.fields=public_metrics,author_id`, signed with OAuth 1.0a in
 * the connected user's context (as providers/twitter-oauth.ts): the post's counts, and its author,
 * which must be the connected account. OAuth 1.0a tokens never expire: a refusal is a revocation.
 */
export function createTwitterFigures(config: TwitterConfig): PostFiguresAdapter {
  const apiUrl = trimSlash(config.apiUrl ?? DEFAULT_TWITTER_API_URL);

  async function readPost(credential: StoredCredential, post: PostReference): Promise<PostRead> {
    const { accessToken, tokenSecret, providerUserId } = credential;
    if (tokenSecret === undefined) throw new AccessTokenRefusedError('no token secret stored');
    const url = new URL(`${apiUrl}/2/tweets/${encodeURIComponent(post.post_id)}`);
    url.searchParams.set('tweet.fields', 'public_metrics,author_id');
    const authorization = oauth1Authorization({
      method: 'GET',
      url,
      credentials: {
        consumerKey: config.consumerKey,
        consumerSecret: config.consumerSecret,
        token: accessToken,
        tokenSecret,
      },
      // The wall clock: X checks the signature's time against its own, whatever the API's clock.
      timestamp: Math.floor(Date.now() / 1000),
    });
    const { status, body } = await fetchJson(url, { headers: { authorization } });
    if (status === 401) throw new AccessTokenRefusedError('x /2/tweets/:id answered 401');
    if (status !== 200) throw new FigureProviderError(status, 'x /2/tweets/:id');
    // A deleted or protected post is a 200 with `errors` and no `data`.
    const tweet = tweetIn(body, post.post_id);
    if (!tweet || !providerUserId || tweet.authorId !== providerUserId) return { found: false };
    return { found: true, figures: tweet.figures };
  }

  return { network: 'twitter', readPost };
}
