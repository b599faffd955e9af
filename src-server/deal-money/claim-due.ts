import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema';
import { CLAIM_LEASE_MS } from './job-delays';

/**
 * Takes the rows of a deal job table due now from the other API processes (SKIP LOCKED) and
 * leases them while PayPal is asked (their next attempt moves past the lease), in one statement.
 * Answers their ids.
 */
export async function claimDue(
  db: Kysely<Database>,
  table: 'deal_refunds' | 'deal_payout_attempts',
  claimable: RawBuilder<boolean>,
  now: Date,
  limit: number,
): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`
    update ${sql.table(table)} set next_attempt_at = ${new Date(now.getTime() + CLAIM_LEASE_MS)}
    where id in (
      select id from ${sql.table(table)}
      where ${claimable} and next_attempt_at <= ${now}
      order by next_attempt_at
      limit ${limit}
      for update skip locked
    )
    returning id
  `.execute(db);
  return rows.map((row) => row.id);
}
