import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Collaboration, CollaborationItem } from '../../../src-shared/domain/collaboration';
import { availableMoves, isOpenItem } from '../../../src-shared/domain/item-machine';
import type { Role } from '../../../src-shared/domain/user';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { useQueuedAction } from '../queued-actions';
import { CancelRequestDialog } from './CancelRequestDialog';
import { DueDateDialog } from './DueDateDialog';
import { HandInDraftDialog } from './HandInDraftDialog';
import { PublishDialog } from './PublishDialog';
import { ReviewActions } from './ReviewActions';
import { TypedFiguresDialog } from './TypedFiguresDialog';
import './ItemActions.css';

export interface ItemActionsProps {
  collaboration: Collaboration;
  item: CollaborationItem;
  role: Role;
  counterpart: string;
  onChanged: (collaboration: Collaboration) => void;
  onReload: () => void;
}

type OpenDialog = 'handIn' | 'publish' | 'figures' | 'dueDate' | 'cancel' | null;

/** The last note of a kind of move (the changes asked, the rejection's reason). */
function lastNote(item: CollaborationItem, action: 'changes_requested' | 'rejected'): string {
  return item.events.findLast((event) => event.action === action)?.note ?? '';
}

/**
 * What this side can do with the item now, offered only where the state machine allows it
 * (src-shared/domain/item-machine.ts; the core API decides for certain).
 */
export function ItemActions({
  collaboration,
  item,
  role,
  counterpart,
  onChanged,
  onReload,
}: ItemActionsProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<OpenDialog>(null);
  const side = role === 'brand' ? 'brand' : 'creator';
  const moves = availableMoves(
    {
      status: item.status,
      revisions_used: item.revisions_used,
      revision_rounds: collaboration.revision_rounds,
      cancel_requested_by: item.cancel_request?.by ?? null,
    },
    side,
  );
  // A hand-in or link already waiting in the queue is not offered again: its note says it will
  // go, and offers to cancel it.
  const mine = (args: { itemId: string }) => args.itemId === item.id;
  const waiting = (actions: readonly { status: string }[]) =>
    actions.some((action) => action.status !== 'conflict');
  const draftWaiting = waiting(useQueuedAction('handInDraft', { match: mine }).actions);
  const linkWaiting = waiting(useQueuedAction('publishItem', { match: mine }).actions);
  const can = (kind: string, action?: string) =>
    !(kind === 'submit_draft' && draftWaiting) &&
    !(kind === 'publish' && linkWaiting) &&
    moves.some(
      (move) =>
        move.kind === kind &&
        (action === undefined ||
          (move.kind === 'cancel' && move.action === action) ||
          (move.kind === 'review' && move.decision === action)),
    );
  const dialog = (name: Exclude<OpenDialog, null>) => ({
    open: open === name,
    onOpenChange: (next: boolean) => setOpen(next ? name : null),
  });
  const shared = { collaboration, item, onChanged, onReload };
  const changesNote =
    item.status === 'changes_requested' ? lastNote(item, 'changes_requested') : '';
  const rejectNote = item.status === 'rejected' ? lastNote(item, 'rejected') : '';
  const typedFigures =
    side === 'creator' &&
    !item.figures_readable &&
    (item.status === 'published' || item.status === 'measured');
  const reviewing = side === 'brand' && item.status === 'draft_submitted' && !item.cancel_request;

  return (
    <div className="item-actions">
      {changesNote && (
        <Alert tone="warning" title={t('collaborations.item.changesAsked', { name: counterpart })}>
          <p className="item-actions__note">{changesNote}</p>
        </Alert>
      )}
      {rejectNote && (
        <Alert
          tone="danger"
          title={t('collaborations.item.rejectedBecause', {
            name: side === 'brand' ? collaboration.brand.name : counterpart,
          })}
        >
          <p className="item-actions__note">{rejectNote}</p>
        </Alert>
      )}
      {reviewing && <ReviewActions {...shared} />}
      <div className="item-actions__buttons">
        {can('submit_draft') && (
          <Button onClick={() => setOpen('handIn')}>
            {item.versions.length > 0
              ? t('collaborations.handIn.openAgain')
              : t('collaborations.handIn.open')}
          </Button>
        )}
        {can('publish') && (
          <Button onClick={() => setOpen('publish')}>{t('collaborations.publish.open')}</Button>
        )}
        {typedFigures && (
          <Button
            variant={item.status === 'published' ? 'primary' : 'secondary'}
            onClick={() => setOpen('figures')}
          >
            {item.status === 'published'
              ? t('collaborations.typedFigures.open')
              : t('collaborations.typedFigures.openMore')}
          </Button>
        )}
        {side === 'brand' && isOpenItem(item.status) && (
          <Button variant="secondary" onClick={() => setOpen('dueDate')}>
            {t('collaborations.dueDate.open')}
          </Button>
        )}
        {can('cancel', 'request') && (
          <Button variant="ghost" onClick={() => setOpen('cancel')}>
            {t('collaborations.cancel.request')}
          </Button>
        )}
      </div>
      {can('submit_draft') && <HandInDraftDialog {...dialog('handIn')} {...shared} />}
      {can('publish') && <PublishDialog {...dialog('publish')} {...shared} />}
      {typedFigures && <TypedFiguresDialog {...dialog('figures')} {...shared} />}
      {side === 'brand' && isOpenItem(item.status) && (
        <DueDateDialog {...dialog('dueDate')} {...shared} />
      )}
      {can('cancel', 'request') && (
        <CancelRequestDialog {...dialog('cancel')} {...shared} counterpart={counterpart} />
      )}
    </div>
  );
}
