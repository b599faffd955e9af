import type { Proposal, ProposalSide, ProposalStatus } from '../../../src-shared/domain/proposal';
import type { Role } from '../../../src-shared/domain/user';
import type { StatusTone } from '../../ui/StatusPill';

/** Brand accounts negotiate as the brand; creators (role influencer) as the creator. */
export const sideOf = (role: Role): ProposalSide => (role === 'brand' ? 'brand' : 'creator');

/** Only the side whose turn it is may answer, and nobody once the proposal is closed. */
export const isMyTurn = (proposal: Proposal, role: Role): boolean =>
  proposal.turn !== null && proposal.turn === sideOf(role);

export const isClosed = (proposal: Pick<Proposal, 'status'>): boolean =>
  proposal.status === 'accepted' || proposal.status === 'declined';

export const PROPOSAL_STATUS_TONES: Record<ProposalStatus, StatusTone> = {
  sent: 'info',
  countered: 'warning',
  accepted: 'success',
  declined: 'danger',
};
