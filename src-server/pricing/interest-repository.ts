import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { InterestName } from '../../src-shared/domain/finder';
import type { Database, InterestRow } from '../db/schema';

type Db = Kysely<Database>;

/** A creator's interests in the order they were picked. */
export async function listInterests(db: Db, userId: string): Promise<InterestRow[]> {
  return db
    .selectFrom('creator_interests')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export interface AddedInterest {
  row: InterestRow;
  /** false when the creator already had it: adding is idempotent, the first row is kept. */
  created: boolean;
}

/**
 * Adds the interest unless the creator has it already. The unique (user, interest) constraint
 * decides rather than a look-up first, so two adds at once cannot make two rows.
 */
export async function addInterest(
  db: Db,
  userId: string,
  interest: InterestName,
  now: Date,
): Promise<AddedInterest> {
  const inserted = await db
    .insertInto('creator_interests')
    .values({ id: randomUUID(), user_id: userId, interest, created_at: now })
    .onConflict((conflict) => conflict.columns(['user_id', 'interest']).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (inserted) return { row: inserted, created: true };
  const existing = await db
    .selectFrom('creator_interests')
    .selectAll()
    .where('user_id', '=', userId)
    .where('interest', '=', interest)
    .executeTakeFirstOrThrow();
  return { row: existing, created: false };
}

/** Deletes one of the creator's interests; false when it is not theirs or already gone. */
export async function deleteOwnInterest(db: Db, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .deleteFrom('creator_interests')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning('id')
    .executeTakeFirst();
  return deleted !== undefined;
}
