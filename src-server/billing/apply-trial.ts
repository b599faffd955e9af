import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ErrorCode } from '../../src-shared/api/error-codes';
import { TRIAL_DAYS } from '../../src-shared/domain/billing';
import type { PremiumStanding } from '../../src-shared/domain/plan';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';
import { findPlan } from '../plans/plan-repository';
import { premiumStanding } from '../plans/premium-standing';

const DAY_MS = 86_400_000;

/**
 * `GET /api/v3/plans/apply-trial/`: the 14-day trial, once per account. One conditional upsert
 * decides (a row whose `trial_used_at` is set is left alone), so two requests at once start one
 * trial; the ledger gets its line in the same transaction. A second request, even after the trial
 * ended, is a 409 and changes nothing.
 */
export async function applyTrial(
  db: Kysely<Database>,
  userId: string,
  now: Date,
): Promise<PremiumStanding> {
  const endsAt = new Date(now.getTime() + TRIAL_DAYS * DAY_MS);
  const started = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('account_plans')
      .values({
        user_id: userId,
        plan: 'trial',
        started_at: now,
        ends_at: endsAt,
        trial_used_at: now,
        updated_at: now,
      })
      .onConflict((oc) =>
        oc
          .column('user_id')
          .doUpdateSet({
            plan: 'trial',
            started_at: now,
            ends_at: endsAt,
            trial_used_at: now,
            updated_at: now,
          })
          .where('account_plans.trial_used_at', 'is', null),
      )
      .returning('user_id')
      .executeTakeFirst();
    if (!row) return false;
    await trx
      .insertInto('transactions')
      .values({
        id: randomUUID(),
        user_id: userId,
        type: 'trial',
        status: 'completed',
        amount: 0,
        credits: null,
        description: `Prueba premium de ${TRIAL_DAYS} días`,
        created_at: now,
        updated_at: now,
      })
      .execute();
    return true;
  });
  if (!started) throw new ApiError(ErrorCode.trialAlreadyUsed);
  return premiumStanding(await findPlan(db, userId), now, { money: true, textbody: true });
}
