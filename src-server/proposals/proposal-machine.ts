import { ErrorCode } from '../../src-shared/api/error-codes';
import {
  isProposalClosed,
  type ProposalAction,
  type ProposalSide,
  type ProposalStatus,
} from '../../src-shared/domain/proposal';

/** What a party can do to a proposal once it was sent. */
export type ProposalMove = 'accept' | 'decline' | 'counter';

export interface ProposalState {
  status: ProposalStatus;
  turn: ProposalSide | null;
}

/** The state after a move and the round that records it. */
export interface ProposalStep extends ProposalState {
  action: ProposalAction;
}

export type ProposalMoveOutcome =
  | { ok: true; next: ProposalStep }
  | { ok: false; code: typeof ErrorCode.proposalClosed | typeof ErrorCode.proposalNotYourTurn };

export function otherSide(side: ProposalSide): ProposalSide {
  return side === 'brand' ? 'creator' : 'brand';
}

/** A new proposal: the brand sent it, the creator answers. */
export const SENT: ProposalStep = { status: 'sent', turn: 'creator', action: 'sent' };

/**
 * The negotiation's rules in one place: accepted and declined are final for both sides (checked
 * first, so a late answer learns the proposal closed rather than whose turn it was); otherwise
 * only the side whose turn it is may move. A counter passes the turn; accept and decline end it.
 */
export function applyMove(
  state: ProposalState,
  side: ProposalSide,
  move: ProposalMove,
): ProposalMoveOutcome {
  if (isProposalClosed(state.status)) return { ok: false, code: ErrorCode.proposalClosed };
  if (state.turn !== side) return { ok: false, code: ErrorCode.proposalNotYourTurn };
  switch (move) {
    case 'accept':
      return { ok: true, next: { status: 'accepted', turn: null, action: 'accepted' } };
    case 'decline':
      return { ok: true, next: { status: 'declined', turn: null, action: 'declined' } };
    case 'counter':
      return {
        ok: true,
        next: { status: 'countered', turn: otherSide(side), action: 'countered' },
      };
  }
}
