import type { CollaborationItem } from '../../../src-shared/domain/collaboration';
import { PendingActionNotes, useQueuedAction } from '../queued-actions';

/**
 * This item's hand-ins, post links and reviews waiting in the queue (or refused with a
 * conflict), each with its state and a way to cancel or resolve it; sent ones reload the page.
 */
export function ItemQueuedNotes({
  item,
  onReload,
}: {
  item: CollaborationItem;
  onReload: () => void;
}) {
  const mine = (args: { itemId: string }) => args.itemId === item.id;
  const drafts = useQueuedAction('handInDraft', { match: mine, onSent: onReload });
  const links = useQueuedAction('publishItem', { match: mine, onSent: onReload });
  const reviews = useQueuedAction('reviewDraft', { match: mine, onSent: onReload });
  const actions = [...drafts.actions, ...links.actions, ...reviews.actions];
  if (actions.length === 0) return null;
  return <PendingActionNotes actions={actions} showTitle />;
}
