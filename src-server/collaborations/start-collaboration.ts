import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ProposalSide } from '../../src-shared/domain/proposal';
import type { Database } from '../db/schema';
import { planItems } from './item-plan';
import { notify } from './notify';

/**
 * Issue 31: the accepted proposal becomes its collaboration, from the accepted round's terms (the
 * proposal row carries them): one item per unit of each deliverable, pending, each with its
 * "created" timeline entry. Run inside the acceptance's transaction; the unique proposal_id keeps
 * it to one however often it is called. The side that did not press "Aceptar" is told.
 */
export async function startCollaboration(
  db: Kysely<Database>,
  proposalId: string,
  acceptedBy: ProposalSide,
  now: Date,
): Promise<void> {
  const proposal = await db
    .selectFrom('proposals')
    .select([
      'brand_id',
      'brand_owner_id',
      'creator_id',
      'price',
      'start_date',
      'end_date',
      'revision_rounds',
      'platform_fee_bp',
      'deliverables',
    ])
    .where('id', '=', proposalId)
    .executeTakeFirstOrThrow();
  const collaborationId = randomUUID();
  const inserted = await db
    .insertInto('collaborations')
    .values({
      id: collaborationId,
      proposal_id: proposalId,
      brand_id: proposal.brand_id,
      brand_owner_id: proposal.brand_owner_id,
      creator_id: proposal.creator_id,
      price: proposal.price,
      start_date: proposal.start_date,
      end_date: proposal.end_date,
      revision_rounds: proposal.revision_rounds,
      platform_fee_bp: proposal.platform_fee_bp,
      status: 'active',
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('proposal_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return;

  const items = planItems(proposal.deliverables, proposal.end_date).map((planned) => ({
    id: randomUUID(),
    collaboration_id: collaborationId,
    ...planned,
    status: 'pending' as const,
    updated_at: now,
  }));
  await db.insertInto('collaboration_items').values(items).execute();
  await db
    .insertInto('collaboration_events')
    .values(
      items.map((item) => ({
        id: randomUUID(),
        item_id: item.id,
        seq: 1,
        action: 'created' as const,
        actor: 'system' as const,
        to_status: 'pending' as const,
        created_at: now,
      })),
    )
    .execute();
  await notify(db, [
    {
      userId: acceptedBy === 'brand' ? proposal.creator_id : proposal.brand_owner_id,
      kind: 'collaboration_started',
      collaborationId,
      itemId: null,
      now,
    },
  ]);
}
