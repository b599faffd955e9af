import type { FacebookAppConfig } from '../../providers/facebook-graph';
import { AccessTokenRefusedError } from '../../providers/fetch-json';
import type { StoredCredential } from '../../providers/oauth-network';
import type { PostReference } from '../../../src-shared/rules/post-url';
import {
  graphNextCursor,
  instagramFigures,
  instagramInsightsOf,
  instagramMediaIn,
  instagramStoryIn,
  type InstagramMediaMatch,
} from './figure-mapping';
import { createGraphRead, graphOk, insightsNotReported, type GraphRead } from './graph-read';
import type { PostFigures, PostFiguresAdapter, PostRead, ReadPurpose } from './post-figures';

const MEDIA_FIELDS = 'id,shortcode,permalink,like_count,comments_count,timestamp';
/** Graph's largest media page is 100; 50 keeps each answer small. */
const MEDIA_PAGE = '50';
/**
 * How deep the account's media are searched, newest first: 200 posts, far more than a creator
 * publishes in the week a post is read for.
 */
const MEDIA_PAGES = 4;
const INSIGHT_METRICS = 'views,reach,shares';

/**
 * Instagram Graph API (professional accounts, through the Facebook login that connected them): the
 * post is found by its shortcode among the connected account's media (a story by its id among the
 * current stories), its likes and comments from that list, views, reach and shares from
 * `/{media-id}/insights`. Not among the account's media: not the account's post.
 */
export function createInstagramFigures(config: FacebookAppConfig): PostFiguresAdapter {
  const graph = createGraphRead(config);

  async function findMedia(
    read: GraphRead,
    account: string,
    token: string,
    post: PostReference,
  ): Promise<InstagramMediaMatch | null> {
    if (/\/stories\//.test(post.canonical_url)) {
      const stories = graphOk(
        await read(`/${account}/stories`, token, {
          fields: 'id,permalink,timestamp',
          limit: '100',
        }),
        'instagram stories',
      );
      return instagramStoryIn(stories.data, post.post_id);
    }
    let after: string | null = null;
    for (let page = 0; page < MEDIA_PAGES; page += 1) {
      const query: Record<string, string> = { fields: MEDIA_FIELDS, limit: MEDIA_PAGE };
      if (after) query.after = after;
      const body = graphOk(await read(`/${account}/media`, token, query), 'instagram media');
      const found = instagramMediaIn(body.data, post.post_id);
      if (found) return found;
      after = graphNextCursor(body);
      if (!after) return null;
    }
    return null;
  }

  async function insights(
    mediaId: string,
    token: string,
  ): Promise<Pick<PostFigures, 'views' | 'reach' | 'shares'>> {
    const answer = await graph(`/${mediaId}/insights`, token, { metric: INSIGHT_METRICS });
    if (insightsNotReported(answer)) return { views: null, reach: null, shares: null };
    return instagramInsightsOf(graphOk(answer, 'instagram insights').data);
  }

  async function readPost(
    credential: StoredCredential,
    post: PostReference,
    purpose: ReadPurpose = 'figures',
  ): Promise<PostRead> {
    const account = credential.providerUserId;
    if (!account) throw new AccessTokenRefusedError('no instagram account id stored');
    const media = await findMedia(graph, account, credential.accessToken, post);
    if (!media) return { found: false };
    const read =
      purpose === 'owner'
        ? { views: null, reach: null, shares: null }
        : await insights(media.id, credential.accessToken);
    return { found: true, figures: instagramFigures(media, read) };
  }

  return { network: 'instagram', readPost };
}
