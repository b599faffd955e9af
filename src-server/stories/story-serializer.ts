import { isVideoFileName } from '../../src-shared/domain/briefcase';
import type { DownloadedStory, InstagramStory } from '../../src-shared/domain/instagram-story';
import { mediaUrl } from '../media/media-url';
import type { StoryRow } from './story-repository';

/** `origin` (http/public-origin.ts) makes the media paths absolute URLs. */
export function serializeStory(row: StoryRow, origin: string): InstagramStory {
  const media = mediaUrl(row.file_path, origin) ?? '';
  // docs/PRODUCT.md §9: the stored file's extension decides, whatever Instagram called it.
  const mediaType = isVideoFileName(row.file_path) ? 'video' : 'image';
  return {
    id: row.id,
    media_type: mediaType,
    media_url: media,
    thumbnail_url: mediaType === 'image' ? media : mediaUrl(row.thumbnail_path, origin),
    permalink: row.permalink,
    taken_at: row.taken_at.toISOString(),
  };
}

export function serializeDownloadedStory(row: StoryRow, origin: string): DownloadedStory {
  return {
    ...serializeStory(row, origin),
    network: row.user_network,
    fetched_at: row.fetched_at.toISOString(),
  };
}
