import type { BrandSummary } from '../../src-shared/domain/brand';
import { mediaUrl } from '../media/media-url';
import type { BrandColumns, CreatorColumns } from './party-records';

/** The creator as applications and proposals show them to a brand. */
export interface CreatorSummary {
  id: string;
  first_name: string;
  last_name: string;
  vanity_name: string | null;
  profile_image: string | null;
}

/** `origin` (http/public-origin.ts) makes the logo an absolute URL. */
export function brandSummaryOf(row: BrandColumns, origin: string): BrandSummary {
  return { id: row.brand_id, name: row.brand_name, logo: mediaUrl(row.brand_logo, origin) };
}

/** `origin` (http/public-origin.ts) makes the picture an absolute URL. */
export function creatorSummaryOf(row: CreatorColumns, origin: string): CreatorSummary {
  return {
    id: row.creator_id,
    first_name: row.first_name,
    last_name: row.last_name,
    vanity_name: row.vanity_name,
    profile_image: mediaUrl(row.profile_image, origin),
  };
}
