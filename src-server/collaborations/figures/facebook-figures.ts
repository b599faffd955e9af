import type { PostReference } from '../../../src-shared/rules/post-url';
import type { FacebookAppConfig } from '../../providers/facebook-graph';
import { AccessTokenRefusedError } from '../../providers/fetch-json';
import type { StoredCredential } from '../../providers/oauth-network';
import {
  facebookCountsOf,
  facebookPostIn,
  facebookReachOf,
  graphNextCursor,
} from './figure-mapping';
import { createGraphRead, graphOk, insightsNotReported } from './graph-read';
import type { PostFiguresAdapter, PostRead, ReadPurpose } from './post-figures';

const POST_FIELDS = [
  'id',
  'permalink_url',
  'created_time',
  'shares',
  'reactions.limit(0).summary(total_count)',
  'comments.limit(0).summary(total_count)',
].join(',');
const POST_PAGE = '50';
/** 200 posts deep, newest first: far more than a Page publishes in the week a post is read for. */
const POST_PAGES = 4;

/**
 * Facebook Page posts: the Page's own token (Graph reads a Page's posts and insights with it; the
 * stored grant is the user's long-lived token, which hands it out), the post found by its address
 * among the Page's posts with its reactions, comments and shares, and its reach from the
 * `post_impressions_unique` insight. Facebook reports no view count for a Page post.
 */
export function createFacebookFigures(config: FacebookAppConfig): PostFiguresAdapter {
  const graph = createGraphRead(config);

  /** `/{page-id}?fields=access_token`; the user's token itself if Graph hands out none. */
  async function pageToken(page: string, userToken: string): Promise<string> {
    const body = graphOk(await graph(`/${page}`, userToken, { fields: 'access_token' }), 'page');
    return typeof body.access_token === 'string' && body.access_token
      ? body.access_token
      : userToken;
  }

  async function findPost(page: string, token: string, post: PostReference) {
    let after: string | null = null;
    for (let round = 0; round < POST_PAGES; round += 1) {
      const query: Record<string, string> = { fields: POST_FIELDS, limit: POST_PAGE };
      if (after) query.after = after;
      const body = graphOk(await graph(`/${page}/posts`, token, query), 'facebook posts');
      const found = facebookPostIn(body.data, post);
      if (found) return found;
      after = graphNextCursor(body);
      if (!after) return null;
    }
    return null;
  }

  async function readPost(
    credential: StoredCredential,
    post: PostReference,
    purpose: ReadPurpose = 'figures',
  ): Promise<PostRead> {
    const page = credential.providerUserId;
    if (!page) throw new AccessTokenRefusedError('no facebook page id stored');
    const token = await pageToken(page, credential.accessToken);
    const found = await findPost(page, token, post);
    if (!found || typeof found.id !== 'string') return { found: false };
    const counts = facebookCountsOf(found);
    if (purpose === 'owner')
      return { found: true, figures: { views: null, ...counts, reach: null } };
    const answer = await graph(`/${found.id}/insights`, token, {
      metric: 'post_impressions_unique',
    });
    const reach = insightsNotReported(answer)
      ? null
      : facebookReachOf(graphOk(answer, 'facebook insights').data);
    return { found: true, figures: { views: null, ...counts, reach } };
  }

  return { network: 'facebook', readPost };
}
