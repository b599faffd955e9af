import type { PostReference } from '../../../src-shared/rules/post-url';
import { isRecord } from '../../providers/fetch-json';
import type { PostFigures } from './post-figures';

/**
 * Issue 31: each network's answer about one post made the five figures (post-figures.ts). Pure, so
 * every provider's JSON is checked by unit tests; the adapters only fetch. Provider JSON is
 * untrusted: a figure that is missing or not a count is null, never 0.
 */

/** A count as JSON networks send it: a non-negative safe integer. */
export function countOf(value: unknown): number | null {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null;
}

/** Google sends int64 counts as decimal strings. */
export function decimalCountOf(value: unknown): number | null {
  if (typeof value === 'number') return countOf(value);
  if (typeof value !== 'string' || !/^\d{1,16}$/.test(value)) return null;
  return countOf(Number(value));
}

const rows = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? value.filter(isRecord) : [];

const text = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

/** Graph's cursor to the next page, only while it says there is one (`paging.next`). */
export function graphNextCursor(body: Record<string, unknown>): string | null {
  const paging = isRecord(body.paging) ? body.paging : {};
  if (text(paging.next) === null) return null;
  const cursors = isRecord(paging.cursors) ? paging.cursors : {};
  return text(cursors.after);
}

/**
 * Graph insights (`/{id}/insights`) by metric name: `values[0].value` (lifetime metrics of a post
 * or media), or `total_value.value` where a newer version answers that way.
 */
export function graphInsightValues(data: unknown): Map<string, number> {
  const values = new Map<string, number>();
  for (const entry of rows(data)) {
    const name = text(entry.name);
    if (!name) continue;
    const first = Array.isArray(entry.values) && isRecord(entry.values[0]) ? entry.values[0] : {};
    const total = isRecord(entry.total_value) ? entry.total_value : {};
    const value = countOf(first.value) ?? countOf(total.value);
    if (value !== null) values.set(name, value);
  }
  return values;
}

// Instagram --------------------------------------------------------------------------------------

/** The shortcode of an Instagram permalink: `/p/{code}/`, `/reel/{code}/`, `/tv/{code}/`. */
export function instagramShortcodeOf(permalink: unknown): string | null {
  if (typeof permalink !== 'string') return null;
  return /\/(?:p|reels?|tv)\/([\w-]+)/.exec(permalink)?.[1] ?? null;
}

/** A media of the account as its list answered it: what the insights read needs, and its counts. */
export interface InstagramMediaMatch {
  id: string;
  likes: number | null;
  comments: number | null;
}

/**
 * The media with this shortcode among a page of `/{ig-user-id}/media` (fields
 * id,shortcode,permalink,like_count,comments_count), else null. Graph leaves `shortcode` out on
 * some versions: the permalink then tells it.
 */
export function instagramMediaIn(data: unknown, shortcode: string): InstagramMediaMatch | null {
  for (const entry of rows(data)) {
    const id = text(entry.id);
    const code = text(entry.shortcode) ?? instagramShortcodeOf(entry.permalink);
    if (id && code === shortcode) {
      // Graph leaves like_count out where the owner hid likes.
      return { id, likes: countOf(entry.like_count), comments: countOf(entry.comments_count) };
    }
  }
  return null;
}

/** A current story (`/{ig-user-id}/stories`) by its id; stories report no likes or comments. */
export function instagramStoryIn(data: unknown, storyId: string): InstagramMediaMatch | null {
  const found = rows(data).find((entry) => text(entry.id) === storyId);
  return found ? { id: storyId, likes: null, comments: null } : null;
}

/** `/{media-id}/insights?metric=views,reach,shares`. */
export function instagramInsightsOf(
  data: unknown,
): Pick<PostFigures, 'views' | 'reach' | 'shares'> {
  const values = graphInsightValues(data);
  return {
    views: values.get('views') ?? null,
    reach: values.get('reach') ?? null,
    shares: values.get('shares') ?? null,
  };
}

export function instagramFigures(
  media: InstagramMediaMatch,
  insights: Pick<PostFigures, 'views' | 'reach' | 'shares'>,
): PostFigures {
  return { ...insights, likes: media.likes, comments: media.comments };
}

// Facebook ---------------------------------------------------------------------------------------

/** A Facebook address reduced to what identifies it: host-less path without a trailing slash. */
function facebookPathOf(address: string): string | null {
  try {
    const url = new URL(address);
    return url.pathname.replace(/\/+$/, '');
  } catch {
    return null;
  }
}

/**
 * Every id a Page post's `permalink_url` carries: the last path segment (`/posts/{id}`,
 * `/videos/{id}`, `/reel/{id}`) and the ids in its query (`story_fbid`, `fbid`, `v`).
 */
export function facebookIdsOf(permalink: string): string[] {
  let url: URL;
  try {
    url = new URL(permalink);
  } catch {
    return [];
  }
  const ids: string[] = [];
  const last = url.pathname.split('/').filter(Boolean).at(-1);
  if (last && /^(\d+|pfbid[\dA-Za-z]+)$/.test(last)) ids.push(last);
  for (const key of ['story_fbid', 'fbid', 'v']) {
    const value = url.searchParams.get(key);
    if (value) ids.push(value);
  }
  return ids;
}

/**
 * The post among a page of `/{page-id}/posts` that the address names: by its Graph id
 * (`{page-id}_{post-id}`, or the post id alone), by an id its permalink carries, or by the same
 * permalink path. Null when none is.
 */
export function facebookPostIn(
  data: unknown,
  post: Pick<PostReference, 'post_id' | 'canonical_url'>,
): Record<string, unknown> | null {
  const wanted = facebookPathOf(post.canonical_url);
  for (const entry of rows(data)) {
    const id = text(entry.id);
    if (!id) continue;
    const permalink = text(entry.permalink_url);
    const ids = [id, id.split('_').at(-1), ...(permalink ? facebookIdsOf(permalink) : [])];
    if (ids.includes(post.post_id)) return entry;
    if (permalink && wanted && facebookPathOf(permalink) === wanted) return entry;
  }
  return null;
}

/** `reactions.limit(0).summary(total_count)` and the like: the summary's total. */
function summaryTotal(value: unknown): number | null {
  const summary = isRecord(value) && isRecord(value.summary) ? value.summary : {};
  return countOf(summary.total_count);
}

/**
 * A Page post's counts: every reaction (what Facebook shows as likes), comments, and shares.
 * Graph leaves `shares` out of a post nobody shared, so asked for and absent is 0.
 */
export function facebookCountsOf(
  entry: Record<string, unknown>,
): Pick<PostFigures, 'likes' | 'comments' | 'shares'> {
  const shares =
    entry.shares === undefined ? 0 : isRecord(entry.shares) ? countOf(entry.shares.count) : null;
  return {
    likes: summaryTotal(entry.reactions),
    comments: summaryTotal(entry.comments),
    shares,
  };
}

/** `/{post-id}/insights?metric=post_impressions_unique`: the people the post reached. */
export function facebookReachOf(data: unknown): number | null {
  return graphInsightValues(data).get('post_impressions_unique') ?? null;
}

// YouTube ----------------------------------------------------------------------------------------

/**
 * `videos?part=statistics,snippet&id={id}`: the video's channel and counts, null when Google
 * answers no such video (deleted, private, or never there). YouTube reports no shares or reach.
 */
export function youtubeVideoIn(
  body: unknown,
  videoId: string,
): { channelId: string | null; figures: PostFigures } | null {
  const items = isRecord(body) ? rows(body.items) : [];
  const item = items.find((entry) => entry.id === videoId);
  if (!item) return null;
  const snippet = isRecord(item.snippet) ? item.snippet : {};
  const statistics = isRecord(item.statistics) ? item.statistics : {};
  return {
    channelId: text(snippet.channelId),
    figures: {
      views: decimalCountOf(statistics.viewCount),
      // Absent where the owner hides likes or turned comments off.
      likes: decimalCountOf(statistics.likeCount),
      comments: decimalCountOf(statistics.commentCount),
      shares: null,
      reach: null,
    },
  };
}

// TikTok -----------------------------------------------------------------------------------------

/**
 * `POST /v2/video/query/` answers only the authorized user's videos among those asked: the
 * video's counts, null when it is not among them. TikTok reports no reach.
 */
export function tiktokVideoIn(data: unknown, videoId: string): PostFigures | null {
  const videos = isRecord(data) ? rows(data.videos) : [];
  const video = videos.find((entry) => String(entry.id) === videoId);
  if (!video) return null;
  return {
    views: countOf(video.view_count),
    likes: countOf(video.like_count),
    comments: countOf(video.comment_count),
    shares: countOf(video.share_count),
    reach: null,
  };
}

// X (Twitter) ------------------------------------------------------------------------------------

/**
 * `GET /2/tweets/{id}?tweet.fields=public_metrics,author_id`: its author and counts, null when X
 * answers it does not exist (deleted, protected: `errors` without `data`). Views are impressions,
 * comments replies, shares reposts and quotes; X reports no reach.
 */
export function tweetIn(
  body: unknown,
  tweetId: string,
): { authorId: string | null; figures: PostFigures } | null {
  const data = isRecord(body) && isRecord(body.data) ? body.data : null;
  if (!data || data.id !== tweetId) return null;
  const metrics = isRecord(data.public_metrics) ? data.public_metrics : {};
  const reposts = countOf(metrics.retweet_count);
  const quotes = countOf(metrics.quote_count);
  return {
    authorId: text(data.author_id),
    figures: {
      views: countOf(metrics.impression_count),
      likes: countOf(metrics.like_count),
      comments: countOf(metrics.reply_count),
      shares: reposts === null || quotes === null ? reposts : reposts + quotes,
      reach: null,
    },
  };
}
