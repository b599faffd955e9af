import { isRecord } from './fetch-json';

/** A story as Graph's `/{ig-user-id}/stories` lists it; its media URLs expire with it. */
export interface GraphStory {
  id: string;
  media_type: 'IMAGE' | 'VIDEO';
  media_url: string;
  /** Video stories only: a still. */
  thumbnail_url: string | null;
  /** Graph leaves it out for some stories; '' then. */
  permalink: string;
  timestamp: string;
}

/** The fields the stories edge is asked for. */
export const STORY_FIELDS = 'id,media_type,media_url,thumbnail_url,permalink,timestamp';

const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

/**
 * The `data` of the stories edge; entries without an id, a known type, a media URL or a valid
 * timestamp are skipped (Graph omits media_url of stories with copyrighted music, for one).
 */
export function parseInstagramStories(data: unknown): GraphStory[] {
  if (!Array.isArray(data)) return [];
  const stories: GraphStory[] = [];
  for (const entry of data) {
    if (!isRecord(entry)) continue;
    const id = text(entry.id);
    const mediaUrl = text(entry.media_url);
    const timestamp = text(entry.timestamp);
    const type =
      entry.media_type === 'IMAGE' || entry.media_type === 'VIDEO' ? entry.media_type : null;
    if (!id || !mediaUrl || !timestamp || !type || Number.isNaN(Date.parse(timestamp))) continue;
    stories.push({
      id,
      media_type: type,
      media_url: mediaUrl,
      thumbnail_url: text(entry.thumbnail_url),
      permalink: text(entry.permalink) ?? '',
      timestamp: new Date(timestamp).toISOString(),
    });
  }
  return stories;
}
