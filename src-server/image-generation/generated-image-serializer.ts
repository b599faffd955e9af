import type { GeneratedImage } from '../../src-shared/domain/ai-image';
import type { GeneratedImageRow } from '../db/schema';
import { mediaUrl } from '../media/media-url';

/** An image as answers carry it: the stored path becomes an absolute URL on `origin`. */
export function serializeGeneratedImage(row: GeneratedImageRow, origin: string): GeneratedImage {
  return {
    id: row.id,
    prompt: row.prompt,
    model: row.model,
    style: row.style,
    image_url: mediaUrl(row.path, origin) ?? '',
    width: row.width,
    height: row.height,
    size_bytes: row.bytes,
    created_at: row.created_at.toISOString(),
    saved_to_briefcase: row.briefcase_item_id !== null,
    briefcase_item_id: row.briefcase_item_id,
  };
}
