import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { BriefcaseItem } from '../../src-shared/domain/briefcase';
import type { BriefcaseItemRow, Database } from '../db/schema';

type Db = Kysely<Database>;

export interface NewBriefcaseItem {
  media_type: BriefcaseItem['media_type'];
  file_path: string;
  thumbnail_path: string | null;
  profile_url: string;
  title: string;
  size_bytes: number;
}

export async function countItems(db: Db, userId: string): Promise<number> {
  const { count } = await db
    .selectFrom('briefcase_items')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return count;
}

/** One page of the creator's pieces in grid order, and how many there are. */
export async function listItems(
  db: Db,
  userId: string,
  { offset, limit }: { offset: number; limit: number },
): Promise<{ rows: BriefcaseItemRow[]; count: number }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('briefcase_items')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('position')
      .offset(offset)
      .limit(limit)
      .execute(),
    countItems(db, userId),
  ]);
  return { rows, count };
}

/**
 * Adds a piece at the end of the grid, or answers 'full' when the creator already has `maxItems`.
 * The user's row is locked while counting, so two uploads at the last free slot cannot both get
 * in, and the next position is read under the same lock.
 */
export async function insertItem(
  db: Db,
  userId: string,
  item: NewBriefcaseItem,
  maxItems: number,
  now: Date,
): Promise<BriefcaseItemRow | 'full'> {
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
    const { count, last } = await trx
      .selectFrom('briefcase_items')
      .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.max('position').as('last')])
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    if (count >= maxItems) return 'full';
    return trx
      .insertInto('briefcase_items')
      .values({
        id: randomUUID(),
        user_id: userId,
        ...item,
        position: (last ?? 0) + 1,
        created_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/** Deletes one of the creator's pieces and answers it (for its files); undefined if not theirs. */
export async function deleteOwnItem(
  db: Db,
  userId: string,
  id: string,
): Promise<BriefcaseItemRow | undefined> {
  return db
    .deleteFrom('briefcase_items')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst();
}
