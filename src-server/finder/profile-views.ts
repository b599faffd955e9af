import type { Kysely } from 'kysely';
import type { ProfileViews } from '../../src-shared/domain/finder';
import { creditBalance } from '../billing/credit-balance';
import { spendViewCredit } from '../billing/view-credit';
import type { Database } from '../db/schema';
import { findPlan } from '../plans/plan-repository';
import { premiumStanding } from '../plans/premium-standing';
import { PROFILE_VIEWS_PER_MONTH, viewPeriodEnd, viewPeriodOf } from './view-quota';

type Db = Kysely<Database>;

/** The brand's allowance this month, from its plan as it stands now (a lapsed trial is free). */
async function maxViewsOf(db: Db, brandId: string, now: Date): Promise<number> {
  const standing = premiumStanding(await findPlan(db, brandId), now, {
    money: false,
    textbody: false,
  });
  return PROFILE_VIEWS_PER_MONTH[standing.plan];
}

/** Views the month's allowance paid for; those paid with a credit do not use it up. */
async function usedViews(db: Db, brandId: string, period: string): Promise<number> {
  const row = await db
    .selectFrom('profile_views')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('brand_id', '=', brandId)
    .where('period', '=', period)
    .where('paid_with_credit', '=', false)
    .executeTakeFirstOrThrow();
  return row.count;
}

/**
 * `GET /api/v1/accounts/max-views/`. `remaining` never goes below 0 (after a downgrade);
 * `extra_views` is the credit balance, each credit one more new creator once `remaining` is 0.
 */
export async function profileViewsOf(db: Db, brandId: string, now: Date): Promise<ProfileViews> {
  const [max, used, credits] = await Promise.all([
    maxViewsOf(db, brandId, now),
    usedViews(db, brandId, viewPeriodOf(now)),
    creditBalance(db, brandId),
  ]);
  return {
    max_views: max,
    used,
    remaining: Math.max(0, max - used),
    resets_at: viewPeriodEnd(now).toISOString(),
    extra_views: credits,
  };
}

/** `paid_with_credit`: the allowance was used up and one credit paid for this view. */
export type ViewOutcome = 'counted' | 'paid_with_credit' | 'already_counted' | 'exhausted';

async function seenThisPeriod(
  db: Db,
  brandId: string,
  creatorId: string,
  period: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('profile_views')
    .select('creator_id')
    .where('brand_id', '=', brandId)
    .where('period', '=', period)
    .where('creator_id', '=', creatorId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Counts the brand's first open of this creator this month; a reopen is free. When the month's
 * views are used up one credit pays for it (view, balance and ledger line in one transaction);
 * with no credit either nothing is written. The brand's user row is locked for the transaction,
 * so two opens at the last free view or the last credit cannot both count.
 */
export async function countProfileView(
  db: Db,
  brandId: string,
  creatorId: string,
  now: Date,
): Promise<ViewOutcome> {
  const period = viewPeriodOf(now);
  // A reopen (most opens) is one key look-up: no plan to read, no lock. Rows are never deleted
  // within their month, so a view seen here stays counted.
  if (await seenThisPeriod(db, brandId, creatorId, period)) return 'already_counted';
  const max = await maxViewsOf(db, brandId, now);
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom('users').select('id').where('id', '=', brandId).forUpdate().execute();
    if (await seenThisPeriod(trx, brandId, creatorId, period)) return 'already_counted';
    const allowed = (await usedViews(trx, brandId, period)) < max;
    if (!allowed && !(await spendViewCredit(trx, brandId, creatorId, period, now))) {
      return 'exhausted';
    }
    await trx
      .insertInto('profile_views')
      .values({
        brand_id: brandId,
        period,
        creator_id: creatorId,
        first_viewed_at: now,
        paid_with_credit: !allowed,
      })
      .execute();
    return allowed ? 'counted' : 'paid_with_credit';
  });
}
