import { useAtomValue } from 'jotai';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QueuedAction } from '../../../src-shared/domain/queued-action';
import { formatSavedAt } from '../../connectivity/data-age';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { actionTitle } from './action-title';
import { ConflictDialog } from './ConflictDialog';
import { CancelQueuedButton } from './PendingActionNote';
import { queuedActionsAtom } from './queued-actions-atoms';
import './QueuedActionsDialog.css';

export interface QueuedActionsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Every action of the account waiting for the server: what, when, its status, and its way out. */
export function QueuedActionsDialog({ open, onOpenChange }: QueuedActionsDialogProps) {
  const { t } = useTranslation();
  const actions = useAtomValue(queuedActionsAtom);
  const [viewing, setViewing] = useState<string | null>(null);
  // The live copy: the dialog follows the action as main moves it on, and closes when it goes.
  const inConflict = actions.find((action) => action.id === viewing) ?? null;

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={t('queuedActions.list.title')}
      description={t('queuedActions.list.description')}
    >
      {actions.length === 0 ? (
        <p role="status" className="queued-list__empty">
          {t('queuedActions.list.empty')}
        </p>
      ) : (
        <ul className="queued-list" aria-label={t('queuedActions.list.label')}>
          {actions.map((action) => (
            <QueuedActionRow key={action.id} action={action} onView={() => setViewing(action.id)} />
          ))}
        </ul>
      )}
      <ConflictDialog
        action={inConflict?.status === 'conflict' ? inConflict : null}
        onClose={() => setViewing(null)}
      />
    </Dialog>
  );
}

function QueuedActionRow({ action, onView }: { action: QueuedAction; onView: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const reasonId = useId();
  return (
    <li className="queued-list__item" aria-labelledby={titleId}>
      <div className="queued-list__text">
        <p id={titleId} className="queued-list__title">
          {actionTitle(action, t)}
        </p>
        <p className="queued-list__meta">
          {t('queuedActions.list.queuedAt', { date: formatSavedAt(action.queued_at) })}
          {' · '}
          <span className={`queued-list__status queued-list__status--${action.status}`}>
            {t(`queuedActions.status.${action.status}`)}
          </span>
        </p>
        {action.conflict && <p className="queued-list__conflict">{action.conflict.message}</p>}
      </div>
      <div className="queued-list__buttons">
        {action.status === 'conflict' ? (
          <Button variant="secondary" size="sm" onClick={onView}>
            {t('queuedActions.conflict.view')}
          </Button>
        ) : (
          <CancelQueuedButton action={action} reasonId={reasonId} />
        )}
      </div>
    </li>
  );
}
