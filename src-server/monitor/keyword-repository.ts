import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { MonitorKeywordKind } from '../../src-shared/domain/monitor';
import { foldText } from '../../src-shared/rules/hashtags';
import type { MonitorKeywordsTable } from '../db/content-tables';
import type { Database } from '../db/schema';

type Db = Kysely<Database>;
export type MonitorKeywordRow = Selectable<MonitorKeywordsTable>;

/** A brand account's keywords, oldest first (the order they were added). */
export async function listKeywords(db: Db, userId: string): Promise<MonitorKeywordRow[]> {
  return db
    .selectFrom('monitor_keywords')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export type AddKeywordOutcome =
  { added: true; row: MonitorKeywordRow } | { added: false; row: MonitorKeywordRow } | 'full';

/**
 * Tracks a keyword: the same one again (in any case or accents) answers the row already there;
 * a new one past `max` answers 'full'. The user's row is locked while counting, so two adds at
 * the last free slot cannot both get in.
 */
export async function addKeyword(
  db: Db,
  userId: string,
  keyword: string,
  kind: MonitorKeywordKind,
  max: number,
  now: Date,
): Promise<AddKeywordOutcome> {
  const folded = foldText(keyword);
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
    const existing = await trx
      .selectFrom('monitor_keywords')
      .selectAll()
      .where('user_id', '=', userId)
      .where('folded', '=', folded)
      .executeTakeFirst();
    if (existing) return { added: false, row: existing };
    const { count } = await trx
      .selectFrom('monitor_keywords')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    if (count >= max) return 'full';
    const row = await trx
      .insertInto('monitor_keywords')
      .values({ id: randomUUID(), user_id: userId, keyword, kind, folded, created_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { added: true, row };
  });
}

/** Stops tracking one of the caller's keywords; false when it is not theirs (or unknown). */
export async function deleteKeyword(db: Db, userId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('monitor_keywords')
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
