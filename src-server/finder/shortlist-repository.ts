import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

type Db = Kysely<Database>;

/**
 * Puts the creator on the brand account's shortlist; false when they were there already (the
 * key decides, so two saves at once still make one row, and the first save's date stays).
 */
export async function addToShortlist(
  db: Db,
  brandId: string,
  creatorId: string,
  now: Date,
): Promise<boolean> {
  const inserted = await db
    .insertInto('brand_shortlist')
    .values({ brand_id: brandId, creator_id: creatorId, created_at: now })
    .onConflict((conflict) => conflict.columns(['brand_id', 'creator_id']).doNothing())
    .returning('creator_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Takes the creator off the brand's own shortlist; nothing happens when they were not on it. */
export async function removeFromShortlist(
  db: Db,
  brandId: string,
  creatorId: string,
): Promise<void> {
  await db
    .deleteFrom('brand_shortlist')
    .where('brand_id', '=', brandId)
    .where('creator_id', '=', creatorId)
    .execute();
}

export interface ShortlistPage {
  /** The page's creator ids, newest saved first. */
  ids: string[];
  /** Every creator on the list the finder still lists, not just this page. */
  count: number;
}

/**
 * One page of the brand's shortlist, newest saved first. Only creators the finder lists count:
 * someone who removed their last network drops out of the list (and comes back with a network),
 * so a page always holds as many cards as it says.
 */
export async function shortlistPage(
  db: Db,
  brandId: string,
  { offset, limit }: { offset: number; limit: number },
): Promise<ShortlistPage> {
  const listed = db
    .selectFrom('brand_shortlist as l')
    .innerJoin('creator_search as s', 's.user_id', 'l.creator_id')
    .where('l.brand_id', '=', brandId);
  const [rows, total] = await Promise.all([
    listed
      .select('l.creator_id')
      .orderBy('l.created_at', 'desc')
      .orderBy('l.creator_id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute(),
    listed.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { ids: rows.map((row) => row.creator_id), count: total.count };
}
