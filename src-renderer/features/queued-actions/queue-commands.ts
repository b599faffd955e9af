import type { QueuedConflictChoice } from './conflict-choice';
import { call } from '../../bridge/client';
import { dropQueuedDraft, forgetQueuedDraft } from './queued-drafts';
import { markEndedHere, unmarkEndedHere } from './sent-actions';

/**
 * Cancels a queued action that has not left yet. Answers false when main refused because it is
 * already being sent. Its draft stays: what was typed is still there to send later.
 */
export async function cancelQueuedAction(id: string): Promise<boolean> {
  markEndedHere(id);
  try {
    const { cancelled } = await call('cancelQueuedAction', { id });
    if (cancelled) forgetQueuedDraft(id);
    else unmarkEndedHere(id);
    return cancelled;
  } catch (error) {
    unmarkEndedHere(id);
    throw error;
  }
}

/**
 * The person's answer to a conflict: `discard` drops the action (and its draft, by their choice),
 * `send_again` sends it as it is. Answers whether main still had the conflict to resolve.
 */
export async function resolveQueuedConflict(
  id: string,
  choice: QueuedConflictChoice,
): Promise<boolean> {
  if (choice === 'discard') markEndedHere(id);
  try {
    const { resolved } = await call('resolveQueuedConflict', { id, choice });
    if (resolved && choice === 'discard') void dropQueuedDraft(id).catch(() => undefined);
    else if (choice === 'discard') unmarkEndedHere(id);
    return resolved;
  } catch (error) {
    if (choice === 'discard') unmarkEndedHere(id);
    throw error;
  }
}
