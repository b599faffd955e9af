import type { QueueActionInput } from '../schemas/queued-action';

export type QueuedActionKind = QueueActionInput['kind'];

export const QUEUED_ACTION_KINDS = [
  'saveProfileSection',
  'counterProposal',
  'applyToCastingCall',
  'savePrice',
  'addMonitorKeyword',
  'handInDraft',
  'publishItem',
  'reviewDraft',
] as const satisfies readonly QueuedActionKind[];

/**
 * `pending`: waits for the core API; `sending`: on its way (cannot be cancelled);
 * `conflict`: the server's data moved on meanwhile, or it refused the action — the person decides.
 */
export type QueuedActionStatus = 'pending' | 'sending' | 'conflict';

/** What stopped a queued action, with the server's current version to show beside the person's. */
export interface QueuedConflict {
  /** The server's error code, or `changed_meanwhile` when main saw the record move on first. */
  code: string;
  /** Spanish, ready to show. */
  message: string;
  /** The record as the server has it now (a Proposal, a price, a profile section…); null if gone. */
  theirs: Record<string, unknown> | null;
  /** The record as it was when the action was queued, when main knew it; null otherwise. */
  base: Record<string, unknown> | null;
  detected_at: string;
}

/** One queued action of the active account, oldest first in every list. */
export type QueuedAction = QueueActionInput & {
  /** UUID; the `Idempotency-Key` of every attempt, so a replay after a lost answer is harmless. */
  id: string;
  queued_at: string;
  status: QueuedActionStatus;
  conflict: QueuedConflict | null;
};

/** The header the core API reads to answer a repeated request once. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
