import type { Kysely } from 'kysely';
import type {
  Deliverable,
  ProposalAction,
  ProposalSide,
  ProposalStatus,
} from '../../src-shared/domain/proposal';
import { isoDate } from '../db/iso-date';
import type { Database } from '../db/schema';

type Db = Kysely<Database>;

/** A proposal as read for an answer: its latest terms, brand and creator summaries. */
export interface ProposalRecord {
  id: string;
  brand_id: string;
  brand_owner_id: string;
  creator_id: string;
  status: ProposalStatus;
  turn: ProposalSide | null;
  application_id: string | null;
  deliverables: Deliverable[];
  price: string | number;
  start_date: string;
  end_date: string;
  message: string;
  created_at: Date;
  updated_at: Date;
  brand_name: string;
  brand_logo: string | null;
  first_name: string;
  last_name: string;
  vanity_name: string | null;
  profile_image: string | null;
}

export interface RoundRecord {
  id: string;
  proposal_id: string;
  author: ProposalSide;
  action: ProposalAction;
  deliverables: Deliverable[];
  price: string | number;
  start_date: string;
  end_date: string;
  message: string;
  created_at: Date;
}

export interface ProposalPage {
  rows: ProposalRecord[];
  count: number;
}

function selectProposals(db: Db) {
  return db
    .selectFrom('proposals')
    .innerJoin('brands', 'brands.id', 'proposals.brand_id')
    .innerJoin('users', 'users.id', 'proposals.creator_id')
    .select([
      'proposals.id',
      'proposals.brand_id',
      'proposals.brand_owner_id',
      'proposals.creator_id',
      'proposals.status',
      'proposals.turn',
      'proposals.application_id',
      'proposals.deliverables',
      'proposals.price',
      'proposals.message',
      'proposals.created_at',
      'proposals.updated_at',
      'brands.name as brand_name',
      'brands.logo as brand_logo',
      'users.first_name',
      'users.last_name',
      'users.vanity_name',
      'users.profile_image',
    ])
    .select([
      isoDate('proposals.start_date').as('start_date'),
      isoDate('proposals.end_date').as('end_date'),
    ]);
}

export async function findProposal(db: Db, id: string): Promise<ProposalRecord | undefined> {
  return selectProposals(db).where('proposals.id', '=', id).executeTakeFirst();
}

/**
 * The proposals the user is a party to, from their side, newest activity first (a counter or an
 * answer brings one back to the top), optionally of one status.
 */
export async function listProposalsOf(
  db: Db,
  party: { side: ProposalSide; userId: string },
  status: ProposalStatus | undefined,
  window: { offset: number; limit: number },
): Promise<ProposalPage> {
  const column = party.side === 'brand' ? 'proposals.brand_owner_id' : 'proposals.creator_id';
  let rowsQuery = selectProposals(db).where(column, '=', party.userId);
  let countQuery = db
    .selectFrom('proposals')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where(column, '=', party.userId);
  if (status) {
    rowsQuery = rowsQuery.where('proposals.status', '=', status);
    countQuery = countQuery.where('proposals.status', '=', status);
  }
  const [rows, total] = await Promise.all([
    rowsQuery
      .orderBy('proposals.updated_at', 'desc')
      .orderBy('proposals.id', 'desc')
      .offset(window.offset)
      .limit(window.limit)
      .execute(),
    countQuery.executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(total.count) };
}

/** Every round of these proposals, oldest first. */
export async function roundsOf(db: Db, proposalIds: readonly string[]): Promise<RoundRecord[]> {
  if (proposalIds.length === 0) return [];
  return db
    .selectFrom('proposal_rounds')
    .select([
      'id',
      'proposal_id',
      'author',
      'action',
      'deliverables',
      'price',
      'message',
      'created_at',
    ])
    .select([isoDate('start_date').as('start_date'), isoDate('end_date').as('end_date')])
    .where('proposal_id', 'in', proposalIds)
    .orderBy('proposal_id')
    .orderBy('seq')
    .execute();
}
