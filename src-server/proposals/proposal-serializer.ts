import { feePercentOf } from '../../src-shared/domain/deal-money';
import type { Proposal, ProposalRound } from '../../src-shared/domain/proposal';
import { brandSummaryOf, creatorSummaryOf } from '../marketplace/party-serializer';
import type { ProposalRecord, RoundRecord } from './proposal-records';

export function serializeRound(row: RoundRecord): ProposalRound {
  return {
    id: row.id,
    author: row.author,
    action: row.action,
    deliverables: row.deliverables,
    price: row.price,
    start_date: row.start_date,
    end_date: row.end_date,
    message: row.message,
    revision_rounds: row.revision_rounds,
    created_at: row.created_at.toISOString(),
  };
}

/**
 * A proposal with its rounds (oldest first). `origin` (http/public-origin.ts) makes the logo and
 * the creator's picture absolute URLs; the creator appears by their public summary only.
 */
export function serializeProposal(
  row: ProposalRecord,
  rounds: readonly RoundRecord[],
  origin: string,
): Proposal {
  return {
    id: row.id,
    brand: brandSummaryOf(row, origin),
    creator: creatorSummaryOf(row, origin),
    status: row.status,
    turn: row.turn,
    application_id: row.application_id,
    platform_fee_percent: feePercentOf(row.platform_fee_bp),
    deliverables: row.deliverables,
    price: row.price,
    start_date: row.start_date,
    end_date: row.end_date,
    message: row.message,
    revision_rounds: row.revision_rounds,
    rounds: rounds.map(serializeRound),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
