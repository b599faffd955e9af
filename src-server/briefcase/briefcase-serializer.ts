import type { BriefcaseItem } from '../../src-shared/domain/briefcase';
import type { BriefcaseItemRow } from '../db/schema';
import { mediaUrl } from '../media/media-url';

/** A piece as answers carry it: stored paths become absolute URLs on `origin`, like avatars. */
export function serializeBriefcaseItem(row: BriefcaseItemRow, origin: string): BriefcaseItem {
  return {
    id: row.id,
    media_type: row.media_type,
    image_url: mediaUrl(row.file_path, origin) ?? '',
    thumbnail_url: mediaUrl(row.thumbnail_path, origin),
    profile_url: row.profile_url,
    title: row.title,
    position: row.position,
    size_bytes: row.size_bytes,
    created_at: row.created_at.toISOString(),
  };
}
