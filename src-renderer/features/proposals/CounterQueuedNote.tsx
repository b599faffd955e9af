import { useEffect, useRef } from 'react';
import type { Proposal } from '../../../src-shared/domain/proposal';
import { PendingActionNotes, useQueuedAction } from '../queued-actions';

// Conflicts the page was already read again for: once each, even if the note mounts again.
const reloadedFor = new Set<string>();

export interface CounterQueuedNoteProps {
  proposal: Proposal;
  /** Read the proposal again: the queued counter was sent, or the proposal moved on first. */
  onReload: () => void;
}

/** A counter-offer of this proposal waiting in the queue, sent meanwhile, or in conflict. */
export function CounterQueuedNote({ proposal, onReload }: CounterQueuedNoteProps) {
  const { actions } = useQueuedAction('counterProposal', {
    match: (args) => args.id === proposal.id,
    onSent: onReload,
  });
  // A conflict means the server has another version: the page shows it, beside the notice.
  const conflicts = actions
    .filter((action) => action.status === 'conflict')
    .map((action) => action.id)
    .join(' ');
  const reload = useRef(onReload);
  useEffect(() => {
    reload.current = onReload;
  });
  useEffect(() => {
    const fresh = conflicts.split(' ').filter((id) => id && !reloadedFor.has(id));
    if (fresh.length === 0) return;
    for (const id of fresh) reloadedFor.add(id);
    reload.current();
  }, [conflicts]);
  return <PendingActionNotes actions={actions} showTitle />;
}
