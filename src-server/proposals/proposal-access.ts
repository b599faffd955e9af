import type { Kysely } from 'kysely';
import { ErrorCode } from '../../src-shared/api/error-codes';
import type { Proposal, ProposalSide } from '../../src-shared/domain/proposal';
import type { Database, UserRow } from '../db/schema';
import { ApiError } from '../http/errors';
import { findProposal, roundsOf, type ProposalRecord } from './proposal-records';
import { serializeProposal } from './proposal-serializer';

type Db = Kysely<Database>;

const NOT_FOUND = 'No encontramos esa propuesta.';

/** The side a role negotiates on; null for an account that has not chosen one. */
export function sideOf(role: UserRow['role']): ProposalSide | null {
  if (role === 'brand') return 'brand';
  if (role === 'influencer') return 'creator';
  return null;
}

/**
 * A proposal the user is a party to, and on which side. Anyone else (another brand, a third
 * creator) gets the 404 an unknown id gets.
 */
export async function partyProposal(
  db: Db,
  user: Pick<UserRow, 'id' | 'role'>,
  id: string,
): Promise<{ proposal: ProposalRecord; side: ProposalSide }> {
  const proposal = await findProposal(db, id);
  const side = sideOf(user.role);
  const party =
    proposal !== undefined &&
    ((side === 'brand' && proposal.brand_owner_id === user.id) ||
      (side === 'creator' && proposal.creator_id === user.id));
  if (!party || !side) throw new ApiError(ErrorCode.notFound, { message: NOT_FOUND });
  return { proposal, side };
}

/** Proposals with their rounds, read in one extra query. */
export async function answerProposals(
  db: Db,
  rows: readonly ProposalRecord[],
  origin: string,
): Promise<Proposal[]> {
  const rounds = await roundsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    serializeProposal(
      row,
      rounds.filter((round) => round.proposal_id === row.id),
      origin,
    ),
  );
}

/** One proposal as answered after a read or a move. */
export async function answerProposal(db: Db, id: string, origin: string): Promise<Proposal> {
  const row = await findProposal(db, id);
  const [proposal] = row ? await answerProposals(db, [row], origin) : [];
  if (!proposal) throw new ApiError(ErrorCode.notFound, { message: NOT_FOUND });
  return proposal;
}
