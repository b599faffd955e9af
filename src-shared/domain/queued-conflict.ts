import { ErrorCode } from '../api/error-codes';
import type { QueueActionInput } from '../schemas/queued-action';
import { isProposalClosed } from './proposal';
import type { QueuedAction } from './queued-action';

/** Why a conflict cannot be sent again: only discarding it is left. */
export type SendAgainRefusal = typeof ErrorCode.proposalClosed;

/**
 * Whether "Enviar de todos modos" makes sense for a conflict: a counter-offer on a proposal that
 * closed on the server (accepted, declined, or any status that is not open) would only be refused
 * again, so the person is offered discarding alone. Main refuses such a `send_again` too, and the
 * conflict dialog does not show the button: both read this rule.
 */
export function sendAgainRefusal(
  action: Pick<QueuedAction, 'kind' | 'conflict'>,
): SendAgainRefusal | null {
  if (action.kind !== 'counterProposal' || !action.conflict) return null;
  if (action.conflict.code === ErrorCode.proposalClosed) return ErrorCode.proposalClosed;
  const status = action.conflict.theirs?.status;
  return typeof status === 'string' && isProposalClosed(status) ? ErrorCode.proposalClosed : null;
}

/** A queued action as this rule needs it: what it does, and its id. */
type Queued = QueueActionInput & { id: string };

/**
 * The action already waiting that a new one would be piled on, or null: one counter-offer per
 * proposal waits at a time (pending, on its way or in conflict), since a second one would be
 * built on terms the first one changes. The person cancels or resolves the first to send another.
 */
export function queuedAhead<T extends Queued>(
  queue: readonly T[],
  input: QueueActionInput,
): T | null {
  if (input.kind !== 'counterProposal') return null;
  return (
    queue.find((action) => action.kind === 'counterProposal' && action.args.id === input.args.id) ??
    null
  );
}
