import type { QueuedAction } from '../../../src-shared/domain/queued-action';

type SentListener = (action: QueuedAction) => void;

const listeners = new Set<SentListener>();
/** Actions this window ended itself (cancelled, or discarded after a conflict): not sent. */
const endedHere = new Set<string>();

/** Hears each action main sent: it left the queue without this window ending it. */
export function onQueuedActionSent(listener: SentListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** This window cancelled or discarded `id`: its leaving the queue is not a send. */
export function markEndedHere(id: string): void {
  endedHere.add(id);
}

/** The ending was refused (it was already being sent): leaving the queue is a send again. */
export function unmarkEndedHere(id: string): void {
  endedHere.delete(id);
}

/** Whether `action` left the queue because it was sent; tells every listener if so. */
export function reportGone(action: QueuedAction): boolean {
  if (endedHere.delete(action.id)) return false;
  for (const listener of [...listeners]) listener(action);
  return true;
}
