import type { InstagramMedia } from '../../src-shared/domain/network';
import { isRecord } from './fetch-json';

const MEDIA_TYPES: readonly InstagramMedia['media_type'][] = ['IMAGE', 'VIDEO', 'CAROUSEL_ALBUM'];

const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

const counted = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;

/**
 * The `data` of Graph's `/{ig-user-id}/media` as posts; entries without an id, a known type, a
 * permalink or a valid timestamp are skipped (Graph omits fields the token may not see).
 */
export function parseInstagramMedia(data: unknown): InstagramMedia[] {
  if (!Array.isArray(data)) return [];
  const posts: InstagramMedia[] = [];
  for (const entry of data) {
    if (!isRecord(entry)) continue;
    const id = text(entry.id);
    const permalink = text(entry.permalink);
    const timestamp = text(entry.timestamp);
    const type = MEDIA_TYPES.find((known) => known === entry.media_type);
    if (!id || !permalink || !timestamp || !type || Number.isNaN(Date.parse(timestamp))) continue;
    posts.push({
      id,
      media_type: type,
      caption: text(entry.caption) ?? '',
      media_url: text(entry.media_url),
      thumbnail_url: text(entry.thumbnail_url),
      permalink,
      timestamp: new Date(timestamp).toISOString(),
      like_count: counted(entry.like_count),
      comments_count: counted(entry.comments_count),
    });
  }
  return posts;
}
