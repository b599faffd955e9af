import type { PostReference } from '../../../src-shared/rules/post-url';
import { AccessTokenRefusedError, fetchJson, isRecord } from '../../providers/fetch-json';
import type { RefreshGrant, StoredCredential } from '../../providers/oauth-network';
import { trimSlash } from '../../providers/openid-discovery';
import { DEFAULT_TIKTOK_API_URL, type TikTokConfig } from '../../providers/tiktok-oauth';
import { tiktokVideoIn } from './figure-mapping';
import {
  FigurePermissionError,
  FigureProviderError,
  type PostFiguresAdapter,
  type PostRead,
} from './post-figures';

const VIDEO_FIELDS = 'id,view_count,like_count,comment_count,share_count';
/** The grant may not read videos (`video.list` unticked): a new sign-in is needed, not a refresh. */
const NO_VIDEO_SCOPE = new Set(['scope_not_authorized', 'scope_permission_missed']);

/**
 * TikTok Display API `POST /v2/video/query/` with `filters.video_ids`: TikTok answers only the
 * authorized user's own videos, so a video it leaves out is not the connected account's. The grant
 * is renewed with the connection's refresh token (`refresh`, TikTok's day-long access tokens).
 */
export function createTikTokFigures(
  config: Pick<TikTokConfig, 'apiUrl'>,
  refresh?: RefreshGrant,
): PostFiguresAdapter {
  const apiUrl = trimSlash(config.apiUrl ?? DEFAULT_TIKTOK_API_URL);

  async function readPost(credential: StoredCredential, post: PostReference): Promise<PostRead> {
    const { status, body } = await fetchJson(`${apiUrl}/v2/video/query/?fields=${VIDEO_FIELDS}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${credential.accessToken}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ filters: { video_ids: [post.post_id] } }),
    });
    const code = isRecord(body) && isRecord(body.error) ? body.error.code : undefined;
    // scope_not_authorized comes with a 401 too; only access_token_invalid refuses the grant.
    if (typeof code === 'string' && NO_VIDEO_SCOPE.has(code)) {
      throw new FigurePermissionError('tiktok /v2/video/query/');
    }
    if (status === 401) throw new AccessTokenRefusedError('tiktok /v2/video/query/ answered 401');
    if (status !== 200 || code !== 'ok' || !isRecord(body)) {
      throw new FigureProviderError(status, 'tiktok /v2/video/query/');
    }
    const figures = tiktokVideoIn(body.data, post.post_id);
    return figures ? { found: true, figures } : { found: false };
  }

  return { network: 'tiktok', readPost, refresh };
}
