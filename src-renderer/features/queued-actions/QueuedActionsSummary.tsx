import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { queuedActionsAtom } from './queued-actions-atoms';
import { QueuedActionsDialog } from './QueuedActionsDialog';
import './PendingActionNote.css';

/**
 * The offline banner's line about the queue: "2 acciones pendientes de enviar" (and how many are
 * in conflict) with the button that lists them. Nothing while the queue is empty.
 */
export function QueuedActionsSummary() {
  const { t } = useTranslation();
  const actions = useAtomValue(queuedActionsAtom);
  const [open, setOpen] = useState(false);
  const conflicts = actions.filter((action) => action.status === 'conflict').length;
  if (actions.length === 0 && !open) return null;
  return (
    <span className="queued-summary">
      <span className="queued-summary__text">
        {t('queuedActions.banner.count', { count: actions.length })}
        {conflicts > 0 && <> · {t('queuedActions.banner.conflicts', { count: conflicts })}</>}
      </span>
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
