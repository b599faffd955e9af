import type { PostReference } from '../../../src-shared/rules/post-url';
import { AccessTokenRefusedError, fetchJson, isRecord } from '../../providers/fetch-json';
import type { RefreshGrant, StoredCredential } from '../../providers/oauth-network';
import { trimSlash } from '../../providers/openid-discovery';
import { DEFAULT_YOUTUBE_API_URL, type YouTubeConfig } from '../../providers/youtube-oauth';
import { youtubeVideoIn } from './figure-mapping';
import { FigureProviderError, type PostFiguresAdapter, type PostRead } from './post-figures';

/**
 * YouTube Data API v3 `videos?part=statistics,snippet&id=`: the video's views, likes and comments,
 * and its channel, which must be the connected one (the stored grant's channel id). The grant is
 * renewed with the connection's refresh token (`refresh`, Google's hour-long access tokens).
 */
export function createYouTubeFigures(
  config: Pick<YouTubeConfig, 'apiUrl'>,
  refresh?: RefreshGrant,
): PostFiguresAdapter {
  const apiUrl = trimSlash(config.apiUrl ?? DEFAULT_YOUTUBE_API_URL);

  async function readPost(credential: StoredCredential, post: PostReference): Promise<PostRead> {
    const query = new URLSearchParams({ part: 'statistics,snippet', id: post.post_id });
    const { status, body } = await fetchJson(`${apiUrl}/videos?${query.toString()}`, {
      headers: { authorization: `Bearer ${credential.accessToken}` },
    });
    if (status === 401) throw new AccessTokenRefusedError('youtube /videos answered 401');
    if (status !== 200 || !isRecord(body)) throw new FigureProviderError(status, 'youtube /videos');
    const video = youtubeVideoIn(body, post.post_id);
    const channel = credential.providerUserId;
    if (!video || !channel || video.channelId !== channel) return { found: false };
    return { found: true, figures: video.figures };
  }

  return { network: 'youtube', readPost, refresh };
}
