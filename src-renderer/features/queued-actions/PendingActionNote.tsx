import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QueuedAction } from '../../../src-shared/domain/queued-action';
import { useErrorMessage } from '../../i18n/error-message';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/toast';
import { actionTitle } from './action-title';
import { ConflictDialog } from './ConflictDialog';
import { cancelQueuedAction } from './queue-commands';
import './PendingActionNote.css';

export interface PendingActionNotesProps {
  actions: readonly QueuedAction[];
  /** Names each action ("Contraoferta por USD 900.00"): where a form may hold several. */
  showTitle?: boolean;
}

/**
 * Under a form (or on its page): its actions waiting in the queue, "Pendiente de enviar" with
 * "Cancelar", "Enviando…", or the conflict with "Ver conflicto".
 */
export function PendingActionNotes({ actions, showTitle = false }: PendingActionNotesProps) {
  if (actions.length === 0) return null;
  return (
    <ul className="pending-actions">
      {actions.map((action) => (
        <li key={action.id}>
          <PendingActionNote action={action} showTitle={showTitle} />
        </li>
      ))}
    </ul>
  );
}

export function PendingActionNote({
  action,
  showTitle = false,
}: {
  action: QueuedAction;
  showTitle?: boolean;
}) {
  const { t } = useTranslation();
  const reasonId = useId();
  const [viewing, setViewing] = useState(false);
  const title = showTitle ? actionTitle(action, t) : null;
  const conflict = action.status === 'conflict';

  return (
    <div className={`pending-action pending-action--${action.status}`}>
      <p role="status" className="pending-action__text">
        {conflict ? (
          <strong>
            {t('queuedActions.conflict.notice', { message: action.conflict?.message ?? '' })}
          </strong>
        ) : (
          <strong>
            {action.status === 'sending' ? t('queuedActions.sending') : t('queuedActions.pending')}
          </strong>
        )}
        {title && <> · {title}</>}
      </p>
      {action.status === 'pending' && (
        <p className="pending-action__hint">{t('queuedActions.pendingHint')}</p>
      )}
      <div className="pending-action__buttons">
        {conflict ? (
          <Button variant="secondary" size="sm" onClick={() => setViewing(true)}>
            {t('queuedActions.conflict.view')}
          </Button>
        ) : (
          <CancelQueuedButton action={action} reasonId={reasonId} />
        )}
      </div>
      <ConflictDialog action={viewing ? action : null} onClose={() => setViewing(false)} />
    </div>
  );
}

/** "Cancelar" for an action still waiting; disabled, with the reason, while it is being sent. */
export function CancelQueuedButton({
  action,
  reasonId,
}: {
  action: QueuedAction;
  reasonId: string;
}) {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  const [busy, setBusy] = useState(false);
  const sending = action.status === 'sending';

  const cancel = async () => {
    setBusy(true);
    try {
      const cancelled = await cancelQueuedAction(action.id);
      if (cancelled) toast.info({ title: t('queuedActions.cancelled') });
      else toast.warning({ title: t('queuedActions.cancelFailed') });
    } catch (error) {
      toast.error({ title: t('queuedActions.cancelFailed'), description: describe(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        loading={busy}
        disabled={sending}
        aria-describedby={sending ? reasonId : undefined}
        onClick={() => void cancel()}
      >
        {t('queuedActions.cancel')}
      </Button>
      {sending && (
        <span id={reasonId} className="pending-action__reason">
          {t('queuedActions.cannotCancelSending')}
        </span>
      )}
    </>
  );
}
