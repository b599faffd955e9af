import type { Kysely } from 'kysely';
import type { Collaboration } from '../../src-shared/domain/finder';
import type { SocialNetwork } from '../../src-shared/domain/network';
import type { Database } from '../db/schema';
import { brandSummaryOf } from '../marketplace/party-serializer';

/**
 * A creator's finished deals (accepted proposals), newest first, as weaver's collaborations and
 * the finder's creator detail show them. Brand logos are stored as media paths; `origin` (the
 * request's, http/public-origin.ts) makes them absolute URLs.
 */
export async function collaborationsOf(
  db: Kysely<Database>,
  creatorId: string,
  origin: string,
): Promise<Collaboration[]> {
  const rows = await db
    .selectFrom('proposals as p')
    .innerJoin('brands as b', 'b.id', 'p.brand_id')
    // An accepted proposal has exactly one accepting round; its time is when the deal closed.
    .innerJoin('proposal_rounds as r', (join) =>
      join.onRef('r.proposal_id', '=', 'p.id').on('r.action', '=', 'accepted'),
    )
    .select([
      'p.id',
      'p.deliverables',
      'b.id as brand_id',
      'b.name as brand_name',
      'b.logo as brand_logo',
      'r.created_at as accepted_at',
    ])
    .where('p.creator_id', '=', creatorId)
    .where('p.status', '=', 'accepted')
    .orderBy('r.created_at', 'desc')
    .orderBy('p.id')
    .execute();

  return rows.map((row) => ({
    id: row.id,
    brand: brandSummaryOf(row, origin),
    networks: networksOf(row.deliverables),
    accepted_at: new Date(row.accepted_at).toISOString(),
  }));
}

/** Each network once, in the order the deliverables name them. */
function networksOf(deliverables: readonly { network: SocialNetwork }[]): SocialNetwork[] {
  return [...new Set(deliverables.map((item) => item.network))];
}
