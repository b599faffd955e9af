import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QueuedAction } from '../../../src-shared/domain/queued-action';
import { sendAgainRefusal } from '../../../src-shared/domain/queued-conflict';
import { useErrorMessage } from '../../i18n/error-message';
import { formatDate } from '../../i18n/format';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { toast } from '../../ui/toast';
import { actionTitle, sentValues } from './action-title';
import type { QueuedConflictChoice } from './conflict-choice';
import { resolveQueuedConflict } from './queue-commands';
import { differingFields } from './record-fields';
import { RecordFields } from './RecordFields';
import './ConflictDialog.css';

export interface ConflictDialogProps {
  /** The action in conflict; null: closed. */
  action: QueuedAction | null;
  onClose: () => void;
}

/**
 * Both versions side by side, what the person sent and what the server has now, the fields that
 * differ marked, and the ways out: drop the change or send it anyway. Nothing is applied without
 * that choice; on a proposal that closed meanwhile only dropping it is offered.
 */
export function ConflictDialog({ action, onClose }: ConflictDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={action !== null}
      onOpenChange={(open) => !open && onClose()}
      size="lg"
      title={t('queuedActions.conflict.title')}
      description={t('queuedActions.conflict.description')}
    >
      {action && <ConflictBody action={action} onDone={onClose} />}
    </Dialog>
  );
}

function ConflictBody({ action, onDone }: { action: QueuedAction; onDone: () => void }) {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  const [busy, setBusy] = useState<QueuedConflictChoice | null>(null);
  const mine = sentValues(action);
  const theirs = action.conflict?.theirs ?? null;
  // A profile step: only the step's own fields, even if the server answered the whole profile.
  const only = action.kind === 'saveProfileSection' ? Object.keys(mine) : undefined;
  const changed = differingFields(mine, theirs, only);
  const closed = sendAgainRefusal(action) !== null;

  const choose = async (choice: QueuedConflictChoice) => {
    setBusy(choice);
    try {
      await resolveQueuedConflict(action.id, choice);
      toast.success({
        title: t(
          choice === 'discard'
            ? 'queuedActions.conflict.discarded'
            : 'queuedActions.conflict.sentAgain',
        ),
      });
      onDone();
    } catch (error) {
      toast.error({ title: t('queuedActions.conflict.failed'), description: describe(error) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="conflict-dialog">
      <p className="conflict-dialog__what">
        <strong>{actionTitle(action, t)}</strong>
        {action.conflict && (
          <>
            {' · '}
            {formatDate(action.conflict.detected_at)}
          </>
        )}
      </p>
      {action.conflict && (
        <p role="status" className="conflict-dialog__message">
          {/* Closed: "review it before sending" would promise a way that is not there. */}
          {closed ? t('queuedActions.conflict.closed') : action.conflict.message}
        </p>
      )}
      <div className="conflict-dialog__versions">
        <section aria-labelledby="conflict-mine" className="conflict-dialog__version">
          <h3 id="conflict-mine" className="conflict-dialog__heading">
            {t('queuedActions.conflict.mine')}
          </h3>
          <RecordFields record={mine} kind={action.kind} only={only} changed={changed} />
        </section>
        <section aria-labelledby="conflict-theirs" className="conflict-dialog__version">
          <h3 id="conflict-theirs" className="conflict-dialog__heading">
            {t('queuedActions.conflict.theirs')}
          </h3>
          {theirs ? (
            <RecordFields record={theirs} kind={action.kind} only={only} changed={changed} />
          ) : (
            <p className="queued-record__none">{t('queuedActions.conflict.theirsGone')}</p>
          )}
        </section>
      </div>
      <div className="conflict-dialog__actions">
        <Button
          variant={closed ? 'primary' : 'secondary'}
          loading={busy === 'discard'}
          disabled={busy !== null}
          onClick={() => void choose('discard')}
        >
          {t('queuedActions.conflict.discard')}
        </Button>
        {!closed && (
          <Button
            loading={busy === 'send_again'}
            disabled={busy !== null}
            onClick={() => void choose('send_again')}
          >
            {t('queuedActions.conflict.sendAgain')}
          </Button>
        )}
      </div>
    </div>
  );
}
