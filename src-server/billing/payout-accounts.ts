import type { Kysely } from 'kysely';
import type { PayoutAccount } from '../../src-shared/domain/billing';
import type { Database } from '../db/schema';
import { maskEmail } from './mask-email';

/** The creator's payout address, masked: the full address never leaves the server again. */
export async function payoutAccountOf(
  db: Kysely<Database>,
  userId: string,
): Promise<PayoutAccount> {
  const row = await db
    .selectFrom('payout_accounts')
    .select(['paypal_email', 'updated_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return {
    email_masked: row ? maskEmail(row.paypal_email) : null,
    updated_at: row ? row.updated_at.toISOString() : null,
  };
}

/** Saves (or replaces) the address payouts go to; one statement, so saves never interleave. */
export async function savePayoutEmail(
  db: Kysely<Database>,
  userId: string,
  email: string,
  now: Date,
): Promise<PayoutAccount> {
  await db
    .insertInto('payout_accounts')
    .values({ user_id: userId, paypal_email: email, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ paypal_email: email, updated_at: now }))
    .execute();
  return payoutAccountOf(db, userId);
}
