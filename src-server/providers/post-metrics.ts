import type { MetricName } from '../../src-shared/domain/network';
import { averageOf, engagementRate } from '../networks/engagement';

/** One recent post's public counts, as its network reports them. */
export interface PostCounts {
  likes: number;
  /** Comments (TikTok) or replies (X). */
  comments: number;
  /** Absent where the network does not report views for this post. */
  views?: number;
}

export type PostMetrics = Partial<Record<MetricName, number>>;

/** A count as networks send it: a non-negative integer, else not a count at all. */
export function countOf(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : undefined;
}

/**
 * docs/PRODUCT.md §3 figures over a creator's recent posts: `er` as networks/engagement.ts computes
 * it for every network (average likes + comments per post ÷ followers × 100, two decimals) and
 * `views_avg` = average views, whole (as YouTube's). An average over no posts is no figure, and
 * neither is a rate over no followers, so those are left out rather than stored as 0. `reply_avg`
 * (X) is the caller's: only X calls its comments replies.
 */
export function postMetrics(posts: PostCounts[], followers: number): PostMetrics {
  const metrics: PostMetrics = {};
  const er = engagementRate(posts, followers);
  if (er !== undefined) metrics.er = er;
  const views = posts.flatMap((post) => (post.views === undefined ? [] : [post.views]));
  // A views average over only some of the posts would overstate or understate them all.
  if (views.length > 0 && views.length === posts.length) {
    metrics.views_avg = Math.round(views.reduce((sum, value) => sum + value, 0) / views.length);
  }
  return metrics;
}

/** Average replies per post (X's `reply_avg`), two decimals; none without posts. */
export function replyAverage(posts: PostCounts[]): PostMetrics {
  const replies = averageOf(posts.map((post) => post.comments));
  return replies === undefined ? {} : { reply_avg: replies };
}
