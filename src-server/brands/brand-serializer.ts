import type { Brand } from '../../src-shared/domain/brand';
import type { BrandRow } from '../db/schema';
import { mediaUrl } from '../media/media-url';

/**
 * The brand as answers carry it. `origin` (http/public-origin.ts) turns the stored logo path into
 * an absolute URL, as for avatars; the owner's id stays in.
 */
export function serializeBrand(row: BrandRow, origin: string): Brand {
  return {
    id: row.id,
    name: row.name,
    logo: mediaUrl(row.logo, origin),
    industry: row.industry,
    website: row.website,
    description: row.description,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
