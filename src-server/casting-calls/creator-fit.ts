import type { Kysely } from 'kysely';
import { categoryFor } from '../../src-shared/domain/creator-category';
import type { SocialNetwork } from '../../src-shared/domain/network';
import type { Database, UserRow } from '../db/schema';
import type { CreatorFit } from './call-records';

/**
 * What a creator brings to the open-call filter: their country, their category (from their
 * largest follower count, as the finder reads it) and every network they list, connected through
 * the network or typed by hand.
 */
export async function creatorFitOf(
  db: Kysely<Database>,
  creator: Pick<UserRow, 'id' | 'country'>,
  today: string,
): Promise<CreatorFit> {
  const rows = await db
    .selectFrom('user_networks')
    .select(['network', 'followers'])
    .where('user_id', '=', creator.id)
    .execute();
  const maxFollowers = rows.reduce((max, row) => Math.max(max, row.followers), 0);
  const networks: SocialNetwork[] = [...new Set(rows.map((row) => row.network))];
  return {
    creator_id: creator.id,
    country: creator.country,
    category: categoryFor(maxFollowers),
    networks,
    today,
  };
}
