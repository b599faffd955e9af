import type { Kysely } from 'kysely';
import type { CreatorCategory } from '../../src-shared/domain/creator-category';
import type { CreatorCard } from '../../src-shared/domain/finder';
import type { Database } from '../db/schema';
import { mediaUrl } from '../media/media-url';

/**
 * Creators the finder lists (a search row and a user), with what every card shows of them and
 * when `brandId` put each on its shortlist (null when it did not): the brand's own shortlist rows
 * only, one key look-up per creator in the same statement. Callers add their columns and filter.
 */
export function listedCreators(db: Kysely<Database>, brandId: string) {
  return db
    .selectFrom('creator_search as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .leftJoin('brand_shortlist as l', (join) =>
      join.onRef('l.creator_id', '=', 's.user_id').on('l.brand_id', '=', brandId),
    )
    .select([
      'u.id',
      'u.vanity_name',
      'u.first_name',
      'u.last_name',
      'u.profile_image',
      'u.country',
      's.category',
      's.max_followers',
      'l.created_at as shortlisted_at',
    ]);
}

type ListedCreator = Awaited<
  ReturnType<ReturnType<typeof listedCreators>['executeTakeFirstOrThrow']>
>;

/** What a card shows of a listed creator, but its networks; `origin` turns photo paths into URLs. */
export function cardFieldsOf(row: ListedCreator, origin: string): Omit<CreatorCard, 'networks'> {
  return {
    id: row.id,
    vanity_name: row.vanity_name,
    first_name: row.first_name,
    last_name: row.last_name,
    profile_image: mediaUrl(row.profile_image, origin),
    country: row.country,
    category: row.category as CreatorCategory,
    max_followers: row.max_followers,
    shortlisted: row.shortlisted_at !== null,
  };
}
