// The queued-actions feature's public entry (issue 17): what other features and the shell use.
export { useQueuedActionsFeed } from './use-queued-actions-feed';
export { useQueuedAction, type QueuedActionForm } from './use-queued-action';
export { QueueSubmitButton } from './QueueSubmitButton';
export { PendingActionNote, PendingActionNotes } from './PendingActionNote';
export { QueuedActionsSummary, useHasQueuedActions } from './QueuedActionsSummary';
export type { QueuedArgs } from './queued-action-kinds';
