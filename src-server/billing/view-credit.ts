import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** What the ledger line of a spent view refers to: the view itself (month and creator). */
export function viewReference(period: string, creatorId: string): string {
  return `${period}/${creatorId}`;
}

async function creatorNameOf(db: Kysely<Database>, creatorId: string): Promise<string> {
  const row = await db
    .selectFrom('users')
    .select(['first_name', 'last_name', 'vanity_name'])
    .where('id', '=', creatorId)
    .executeTakeFirst();
  const name = row ? `${row.first_name} ${row.last_name}`.trim() : '';
  return name || (row?.vanity_name ? `@${row.vanity_name}` : 'un creador');
}

/**
 * Spends one of the brand's credits on opening `creatorId` this period, with its ledger line.
 * Runs inside the caller's transaction: the decrement only happens while the balance is above 0,
 * and the plan row stays locked until the view row is written, so parallel opens never spend one
 * credit twice nor go below 0. False when there was no credit to spend (nothing written).
 */
export async function spendViewCredit(
  trx: Kysely<Database>,
  brandId: string,
  creatorId: string,
  period: string,
  now: Date,
): Promise<boolean> {
  const spent = await trx
    .updateTable('account_plans')
    .set({ credits: sql<number>`credits - 1`, updated_at: now })
    .where('user_id', '=', brandId)
    .where('credits', '>', 0)
    .returning('credits')
    .executeTakeFirst();
  if (!spent) return false;
  await trx
    .insertInto('transactions')
    .values({
      id: randomUUID(),
      user_id: brandId,
      type: 'profile_view',
      status: 'completed',
      // No money moves: the credit was paid for when it was bought.
      amount: 0,
      credits: -1,
      description: `Vista extra: perfil de ${await creatorNameOf(trx, creatorId)}`,
      reference: viewReference(period, creatorId),
      created_at: now,
      updated_at: now,
    })
    .execute();
  return true;
}
