import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * An accepted proposal owes its price: one pending line for the brand's owner (money out) and one
 * for the creator (money in), settled later by the payment flow. Run inside the acceptance's
 * transaction; the unique (account, type, reference) keeps it to one pair per proposal however
 * often it is called.
 */
export async function recordProposalPayments(
  db: Kysely<Database>,
  proposalId: string,
  now: Date,
): Promise<void> {
  const proposal = await db
    .selectFrom('proposals')
    .innerJoin('brands', 'brands.id', 'proposals.brand_id')
    .innerJoin('users as creator', 'creator.id', 'proposals.creator_id')
    .select([
      'proposals.brand_owner_id',
      'proposals.creator_id',
      'proposals.price',
      'brands.name as brand_name',
      'creator.first_name',
      'creator.last_name',
      'creator.vanity_name',
    ])
    .where('proposals.id', '=', proposalId)
    .executeTakeFirstOrThrow();
  const price = proposal.price;
  const creatorName =
    `${proposal.first_name} ${proposal.last_name}`.trim() || proposal.vanity_name || 'el creador';
  const line = (userId: string, amount: number, description: string) => ({
    id: randomUUID(),
    user_id: userId,
    type: 'proposal_payment' as const,
    status: 'pending' as const,
    amount,
    credits: null,
    description,
    reference: proposalId,
    created_at: now,
    updated_at: now,
  });
  await db
    .insertInto('transactions')
    .values([
      line(proposal.brand_owner_id, -price, `Propuesta aceptada por ${creatorName}`),
      line(proposal.creator_id, price, `Propuesta aceptada de ${proposal.brand_name}`),
    ])
    .onConflict((oc) => oc.columns(['user_id', 'type', 'reference']).doNothing())
    .execute();
}
