import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { queuedActionsAtom } from './queued-actions-atoms';
import { QueuedActionsDialog } from './QueuedActionsDialog';
import './PendingActionNote.css';

/**
 * The offline banner's line about the queue: the actions still to be sent and, apart, those in
 * conflict ("2 acciones pendientes de enviar · 1 en conflicto", "1 acción en conflicto"), since
 * only the latter wait for the person. The button lists them. Nothing while the queue is empty.
 */
export function QueuedActionsSummary() {
  const { t } = useTranslation();
  const actions = useAtomValue(queuedActionsAtom);
  const [open, setOpen] = useState(false);
  const conflicts = actions.filter((action) => action.status === 'conflict').length;
  const pending = actions.length - conflicts;
  if (actions.length === 0 && !open) return null;
  const parts = [
    pending > 0 && t('queuedActions.banner.pending', { count: pending }),
    conflicts > 0 &&
      t(pending > 0 ? 'queuedActions.banner.conflicts' : 'queuedActions.banner.onlyConflicts', {
        count: conflicts,
      }),
  ].filter(Boolean);
  return (
    <span className="queued-summary">
      <span className="queued-summary__text">{parts.join(' · ')}</span>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        {t('queuedActions.banner.open')}
      </Button>
      <QueuedActionsDialog open={open} onOpenChange={setOpen} />
    </span>
  );
}

/** Whether the account has actions in its queue (the banner shows them even once online). */
export function useHasQueuedActions(): boolean {
  return useAtomValue(queuedActionsAtom).length > 0;
}
