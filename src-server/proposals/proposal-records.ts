import type { Kysely } from 'kysely';
import type {
  Deliverable,
  ProposalAction,
  ProposalSide,
  ProposalStatus,
} from '../../src-shared/domain/proposal';
import type { Database } from '../db/schema';
import {
  PARTY_COLUMNS,
  type BrandColumns,
  type CreatorColumns,
} from '../marketplace/party-records';

type Db = Kysely<Database>;

/** The terms of a round as read; a proposal carries its latest round's copy. */
export interface TermsRecord {
  deliverables: Deliverable[];
  price: number;
  start_date: string;
  end_date: string;
  message: string;
  revision_rounds: number;
}

/** A proposal as read for an answer: its latest terms, brand and creator summaries. */
export interface ProposalRecord extends TermsRecord, BrandColumns, CreatorColumns {
  id: string;
  platform_fee_bp: number;
  brand_owner_id: string;
  status: ProposalStatus;
  turn: ProposalSide | null;
  application_id: string | null;
  created_at: Date;
  updated_at: Date;
}

export interface RoundRecord extends TermsRecord {
  id: string;
  proposal_id: string;
  author: ProposalSide;
  action: ProposalAction;
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
      'proposals.revision_rounds',
      'proposals.platform_fee_bp',
      'proposals.created_at',
      'proposals.updated_at',
      ...PARTY_COLUMNS,
    ])
    .select(['proposals.start_date', 'proposals.end_date']);
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
    .select((eb) => eb.fn.countAll<number>().as('count'))
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
  return { rows, count: total.count };
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
      'revision_rounds',
      'created_at',
    ])
    .select(['start_date', 'end_date'])
    .where('proposal_id', 'in', proposalIds)
    .orderBy('proposal_id')
    .orderBy('seq')
    .execute();
}
