import { categoryFor } from '../../src-shared/domain/creator-category';
import type { PriceItem } from '../../src-shared/domain/finder';
import type { PublicNetwork, PublicProfile } from '../../src-shared/domain/public-profile';
import type { UserRow } from '../db/schema';
import { mediaUrl } from '../media/media-url';

/**
 * A creator's profile as anyone may read it. Built key by key from an allow-list: e-mail,
 * telephone, birthday and the rest of meta_info never leave, whatever the row gains later. The
 * category is read from the largest follower count, as the finder reads it.
 */
export function serializePublicProfile(
  row: UserRow,
  origin: string,
  prices: PriceItem[],
  networks: PublicNetwork[],
): PublicProfile {
  return {
    id: row.id,
    vanity_name: row.vanity_name ?? '',
    role: row.role,
    first_name: row.first_name,
    last_name: row.last_name,
    profile_image: mediaUrl(row.profile_image, origin),
    question_text: row.question_text,
    country: row.country,
    languages: [...(row.meta_info?.languages ?? [])],
    prices,
    category: categoryFor(Math.max(0, ...networks.map((network) => network.followers))),
    networks,
  };
}
