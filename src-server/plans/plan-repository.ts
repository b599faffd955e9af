import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { PlanRecord } from './premium-standing';

/** The account's plan row; undefined means the free plan with no credits. */
export async function findPlan(
  db: Kysely<Database>,
  userId: string,
): Promise<PlanRecord | undefined> {
  return db
    .selectFrom('account_plans')
    .select(['plan', 'ends_at', 'trial_used_at', 'credits'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}
