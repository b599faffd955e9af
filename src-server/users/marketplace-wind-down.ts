import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { ProposalSide } from '../../src-shared/domain/proposal';
import type { Database } from '../db/schema';

type Trx = Transaction<Database>;

/** What a brand that other people still need shows once its account is gone. */
export const DELETED_BRAND_NAME = 'Marca eliminada';

/**
 * The marketplace side of deleting an account. What only the account used goes; what another
 * party relies on stays, closed and without personal data:
 *
 * - open proposals (sent, countered) are declined, with a closing round by the leaving side, so
 *   the other side sees why; accepted and declined ones stay as the other side's history;
 * - a creator's undecided applications are withdrawn (deleted); decided ones stay;
 * - a brand's draft calls are deleted, open calls closed, closed calls kept;
 * - brands nothing refers to any more are deleted, the rest renamed "Marca eliminada" without
 *   logo, website or description.
 *
 * Answers the media paths (logos) to delete once the transaction has committed.
 */
export async function windDownMarketplace(
  trx: Trx,
  userId: string,
  side: ProposalSide,
  now: Date,
): Promise<string[]> {
  await declineOpenProposals(trx, userId, side, now);
  await trx
    .deleteFrom('casting_applications')
    .where('creator_id', '=', userId)
    .where('status', 'in', ['applied', 'shortlisted'])
    .execute();
  await trx
    .deleteFrom('casting_calls')
    .where('owner_id', '=', userId)
    .where('status', '=', 'draft')
    .execute();
  await trx
    .updateTable('casting_calls')
    .set({ status: 'closed', updated_at: now })
    .where('owner_id', '=', userId)
    .where('status', '=', 'open')
    .execute();
  return retireBrands(trx, userId, now);
}

async function declineOpenProposals(
  trx: Trx,
  userId: string,
  side: ProposalSide,
  now: Date,
): Promise<void> {
  const party = side === 'brand' ? 'brand_owner_id' : 'creator_id';
  const open = await trx
    .selectFrom('proposals')
    .select(['id', 'deliverables', 'price', 'start_date', 'end_date'])
    .where(party, '=', userId)
    .where('status', 'in', ['sent', 'countered'])
    .forUpdate()
    .execute();
  for (const proposal of open) {
    const last = await trx
      .selectFrom('proposal_rounds')
      .select((eb) => eb.fn.max('seq').as('seq'))
      .where('proposal_id', '=', proposal.id)
      .executeTakeFirstOrThrow();
    // The closing round repeats the terms it closes on, as a decline by the party does.
    await trx
      .insertInto('proposal_rounds')
      .columns([
        'id',
        'proposal_id',
        'seq',
        'author',
        'action',
        'deliverables',
        'price',
        'start_date',
        'end_date',
        'message',
        'created_at',
      ])
      .expression((eb) =>
        eb
          .selectFrom('proposals')
          .select([
            eb.val(randomUUID()).as('id'),
            'id as proposal_id',
            eb.val((last.seq ?? 0) + 1).as('seq'),
            eb.val(side).as('author'),
            eb.val('declined').as('action'),
            'deliverables',
            'price',
            'start_date',
            'end_date',
            eb.val('').as('message'),
            eb.val(now).as('created_at'),
          ])
          .where('id', '=', proposal.id),
      )
      .execute();
    await trx
      .updateTable('proposals')
      .set({ status: 'declined', turn: null, updated_at: now })
      .where('id', '=', proposal.id)
      .execute();
  }
}

async function retireBrands(trx: Trx, userId: string, now: Date): Promise<string[]> {
  const brands = await trx
    .selectFrom('brands')
    .select(['id', 'logo'])
    .select((eb) => [
      eb
        .or([
          eb.exists(
            eb.selectFrom('casting_calls').select('id').whereRef('brand_id', '=', 'brands.id'),
          ),
          eb.exists(eb.selectFrom('proposals').select('id').whereRef('brand_id', '=', 'brands.id')),
        ])
        .as('referenced'),
    ])
    .where('owner_id', '=', userId)
    .execute();
  const keep = brands.filter((brand) => brand.referenced).map((brand) => brand.id);
  const drop = brands.filter((brand) => !brand.referenced).map((brand) => brand.id);
  if (drop.length > 0) await trx.deleteFrom('brands').where('id', 'in', drop).execute();
  if (keep.length > 0) {
    await trx
      .updateTable('brands')
      .set({ name: DELETED_BRAND_NAME, logo: null, website: '', description: '', updated_at: now })
      .where('id', 'in', keep)
      .execute();
  }
  return brands.flatMap((brand) => (brand.logo ? [brand.logo] : []));
}
