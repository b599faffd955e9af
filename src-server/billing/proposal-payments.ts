import type { Kysely } from 'kysely';
import { feeCents, feePercentOf, toCents } from '../../src-shared/domain/deal-money';
import { creatorDisplayName } from '../collaborations/collaboration-serializer';
import type { Database } from '../db/schema';
import { recordDealLine } from '../deal-money/deal-ledger';
import { formatPercent } from '../deal-money/money-text';

/** Why an accepted deal's lines wait until the brand pays (issue 32). */
export const UNFUNDED_REASON = 'Pendiente de pago por la marca';

/**
 * An accepted proposal owes its price: a pending line for the brand's owner (money out) and one
 * for the creator (money in), plus the brand's platform fee as a line of its own (issue 32); they
 * follow the deal's money as it is funded, released or refunded (deal-money/). Run inside the
 * acceptance's transaction after the collaboration is made; the unique (account, type,
 * reference) keeps it to one set per proposal however often it is called.
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
    .innerJoin('collaborations', 'collaborations.proposal_id', 'proposals.id')
    .select([
      'proposals.brand_owner_id',
      'proposals.creator_id',
      'proposals.price',
      'proposals.platform_fee_bp',
      'collaborations.id as collaboration_id',
      'brands.name as brand_name',
      'creator.first_name',
      'creator.last_name',
      'creator.vanity_name',
    ])
    .where('proposals.id', '=', proposalId)
    .executeTakeFirstOrThrow();
  const price = toCents(proposal.price);
  const creatorName = creatorDisplayName(proposal) || 'el creador';
  const line = (
    userId: string,
    type: 'proposal_payment' | 'platform_fee',
    amountCents: number,
    description: string,
  ) =>
    recordDealLine(db, {
      userId,
      type,
      status: 'pending',
      amountCents,
      description,
      reference: proposalId,
      dealId: proposal.collaboration_id,
      reason: UNFUNDED_REASON,
      now,
    });
  await line(
    proposal.brand_owner_id,
    'proposal_payment',
    -price,
    `Propuesta aceptada por ${creatorName}`,
  );
  await line(
    proposal.brand_owner_id,
    'platform_fee',
    -feeCents(price, proposal.platform_fee_bp),
    `Comisión de la plataforma (${formatPercent(feePercentOf(proposal.platform_fee_bp))})`,
  );
  await line(
    proposal.creator_id,
    'proposal_payment',
    price,
    `Propuesta aceptada de ${proposal.brand_name}`,
  );
}
