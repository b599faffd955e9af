import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Adds credits in one statement (the plan row may not exist yet: the free plan has none), so two
 * purchases settling at once both count. Answers the new balance.
 */
export async function addCredits(
  db: Kysely<Database>,
  userId: string,
  credits: number,
  now: Date,
): Promise<number> {
  const row = await db
    .insertInto('account_plans')
    .values({ user_id: userId, credits, updated_at: now })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({
        credits: sql<number>`account_plans.credits + excluded.credits`,
        updated_at: now,
      }),
    )
    .returning('credits')
    .executeTakeFirstOrThrow();
  return row.credits;
}

export async function creditBalance(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('account_plans')
    .select('credits')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.credits ?? 0;
}
