import type { ProposalSide } from './proposal';
import type { CancelAction, ItemEventAction, ItemStatus, ReviewDecision } from './collaboration';

/**
 * Issue 31: the moves of a collaboration item, in one place for the core API (which enforces
 * them) and the screens (which offer only the moves that can succeed). Pure: the caller reads the
 * item (locked), asks here, and writes what comes back.
 */

export type ItemMove =
  | { kind: 'submit_draft' }
  | { kind: 'review'; decision: ReviewDecision }
  | { kind: 'publish' }
  | { kind: 'measure' }
  | { kind: 'cancel'; action: CancelAction };

export interface ItemMachineState {
  status: ItemStatus;
  revisions_used: number;
  revision_rounds: number;
  cancel_requested_by: ProposalSide | null;
}

/** Why a move was refused; each is a 409 of the core API with a Spanish message. */
export const ItemMoveError = {
  /** The item was cancelled by agreement: nothing more happens to it. */
  cancelled: 'collaboration_item_cancelled',
  /** The item is closed (rejected or measured) or past the point this move belongs to. */
  notAllowed: 'collaboration_move_not_allowed',
  /** The other side makes this move. */
  notYourMove: 'collaboration_not_your_move',
  /** Every revision round the terms include was used. */
  revisionsExhausted: 'collaboration_revisions_exhausted',
  /** A cancellation is waiting for an answer; it is answered before anything else moves. */
  cancelPending: 'collaboration_cancel_pending',
  /** No cancellation was asked (or the caller asked it and cannot confirm it themself). */
  cancelNotRequested: 'collaboration_cancel_not_requested',
} as const;
export type ItemMoveErrorCode = (typeof ItemMoveError)[keyof typeof ItemMoveError];

export interface ItemStep {
  status: ItemStatus;
  revisions_used: number;
  cancel_requested_by: ProposalSide | null;
  /** What the timeline records for the move. */
  action: ItemEventAction;
}

export type ItemMoveOutcome = { ok: true; next: ItemStep } | { ok: false; code: ItemMoveErrorCode };

/** States a cancellation can still be asked in: before publication, while the item is open. */
const CANCELLABLE: readonly ItemStatus[] = [
  'pending',
  'draft_submitted',
  'changes_requested',
  'approved',
];

/** States the creator hands a draft in from. */
const DRAFTABLE: readonly ItemStatus[] = ['pending', 'changes_requested'];

/** Items still expected to be delivered (not published, measured, rejected or cancelled). */
export function isOpenItem(status: ItemStatus): boolean {
  return CANCELLABLE.includes(status);
}

export function revisionsLeft(state: Pick<ItemMachineState, 'revisions_used' | 'revision_rounds'>) {
  return Math.max(0, state.revision_rounds - state.revisions_used);
}

const refuse = (code: ItemMoveErrorCode): ItemMoveOutcome => ({ ok: false, code });

function step(state: ItemMachineState, next: Partial<ItemStep> & Pick<ItemStep, 'action'>) {
  return {
    ok: true as const,
    next: {
      status: state.status,
      revisions_used: state.revisions_used,
      cancel_requested_by: state.cancel_requested_by,
      ...next,
    },
  };
}

function cancelMove(state: ItemMachineState, side: ProposalSide, action: CancelAction) {
  const asked = state.cancel_requested_by;
  switch (action) {
    case 'request':
      if (!CANCELLABLE.includes(state.status)) return refuse(ItemMoveError.notAllowed);
      if (asked) return refuse(ItemMoveError.cancelPending);
      return step(state, { cancel_requested_by: side, action: 'cancel_requested' });
    case 'withdraw':
      if (asked !== side) return refuse(ItemMoveError.cancelNotRequested);
      return step(state, { cancel_requested_by: null, action: 'cancel_withdrawn' });
    case 'decline':
      if (!asked || asked === side) return refuse(ItemMoveError.cancelNotRequested);
      return step(state, { cancel_requested_by: null, action: 'cancel_declined' });
    case 'confirm':
      if (!asked || asked === side) return refuse(ItemMoveError.cancelNotRequested);
      return step(state, { status: 'cancelled', cancel_requested_by: null, action: 'cancelled' });
  }
}

function reviewMove(state: ItemMachineState, decision: ReviewDecision): ItemMoveOutcome {
  if (state.status !== 'draft_submitted') return refuse(ItemMoveError.notAllowed);
  switch (decision) {
    case 'approve':
      return step(state, { status: 'approved', action: 'approved' });
    case 'reject':
      return step(state, { status: 'rejected', action: 'rejected' });
    case 'request_changes':
      if (revisionsLeft(state) === 0) return refuse(ItemMoveError.revisionsExhausted);
      return step(state, {
        status: 'changes_requested',
        revisions_used: state.revisions_used + 1,
        action: 'changes_requested',
      });
  }
}

/**
 * Which side makes a move. `measure` is the core API's own when it reads the figures, or the
 * creator's when figures are typed where no network adapter reads them (the route decides which).
 */
function moverOf(move: ItemMove): ProposalSide | 'either' | 'measurer' {
  switch (move.kind) {
    case 'submit_draft':
    case 'publish':
      return 'creator';
    case 'review':
      return 'brand';
    case 'measure':
      return 'measurer';
    case 'cancel':
      return 'either';
  }
}

/**
 * The item's rules. Checked in this order, so the answer says the most useful thing: a cancelled
 * item says so whatever was tried; then whose move it is; then a pending cancellation holds the
 * item (it is answered first); then the move's own conditions.
 */
export function applyItemMove(
  state: ItemMachineState,
  actor: ProposalSide | 'system',
  move: ItemMove,
): ItemMoveOutcome {
  if (state.status === 'cancelled') return refuse(ItemMoveError.cancelled);
  const mover = moverOf(move);
  const allowed =
    mover === 'either' || mover === actor || (mover === 'measurer' && actor !== 'brand');
  if (!allowed) return refuse(ItemMoveError.notYourMove);
  if (move.kind === 'cancel') {
    if (actor === 'system') return refuse(ItemMoveError.notYourMove);
    return cancelMove(state, actor, move.action);
  }
  if (state.cancel_requested_by && move.kind !== 'measure') {
    return refuse(ItemMoveError.cancelPending);
  }
  switch (move.kind) {
    case 'submit_draft':
      return DRAFTABLE.includes(state.status)
        ? step(state, { status: 'draft_submitted', action: 'draft_submitted' })
        : refuse(ItemMoveError.notAllowed);
    case 'review':
      return reviewMove(state, move.decision);
    case 'publish':
      return state.status === 'approved'
        ? step(state, { status: 'published', action: 'published' })
        : refuse(ItemMoveError.notAllowed);
    case 'measure':
      return state.status === 'published'
        ? step(state, { status: 'measured', action: 'measured' })
        : refuse(ItemMoveError.notAllowed);
  }
}

/** The moves a side could make now, for the screens (the core API decides for certain). */
export function availableMoves(state: ItemMachineState, side: ProposalSide): ItemMove[] {
  const candidates: ItemMove[] = [
    { kind: 'submit_draft' },
    { kind: 'review', decision: 'approve' },
    { kind: 'review', decision: 'request_changes' },
    { kind: 'review', decision: 'reject' },
    { kind: 'publish' },
    { kind: 'cancel', action: 'request' },
    { kind: 'cancel', action: 'confirm' },
    { kind: 'cancel', action: 'decline' },
    { kind: 'cancel', action: 'withdraw' },
  ];
  return candidates.filter((move) => applyItemMove(state, side, move).ok);
}
