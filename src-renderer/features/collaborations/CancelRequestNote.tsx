import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  CancelAction,
  Collaboration,
  CollaborationItem,
} from '../../../src-shared/domain/collaboration';
import type { Role } from '../../../src-shared/domain/user';
import { call } from '../../bridge/client';
import { ServerButton } from '../../connectivity/ServerButton';
import { useErrorMessage } from '../../i18n/error-message';
import { Alert } from '../../ui/Alert';
import { toast } from '../../ui/toast';
import { isStaleItemError } from './stale-item';

export interface CancelRequestNoteProps {
  item: CollaborationItem;
  role: Role;
  counterpart: string;
  onChanged: (collaboration: Collaboration) => void;
  onReload: () => void;
}

const DONE: Record<Exclude<CancelAction, 'request'>, string> = {
  confirm: 'collaborations.cancel.confirmed',
  decline: 'collaborations.cancel.declined',
  withdraw: 'collaborations.cancel.withdrawn',
};

/**
 * A cancellation waiting for an answer: the other side confirms or keeps the item going; the side
 * that asked may withdraw it. The reason is shown to both.
 */
export function CancelRequestNote({
  item,
  role,
  counterpart,
  onChanged,
  onReload,
}: CancelRequestNoteProps) {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  const [busy, setBusy] = useState<CancelAction | null>(null);
  const request = item.cancel_request;
  if (!request) return null;
  const mine = request.by === (role === 'brand' ? 'brand' : 'creator');

  const answer = async (action: Exclude<CancelAction, 'request'>) => {
    setBusy(action);
    try {
      const next = await call('answerItemCancellation', {
        itemId: item.id,
        cancel: { action, reason: '' },
      });
      toast.success({ title: t(DONE[action]) });
      onChanged(next);
    } catch (error) {
      if (isStaleItemError(error)) onReload();
      toast.error({ title: t('collaborations.cancel.failed'), description: describe(error) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Alert
      tone="warning"
      title={
        mine
          ? t('collaborations.item.cancelAskedByYou')
          : t('collaborations.item.cancelAsked', { name: counterpart })
      }
    >
      <p className="item-actions__note">{request.reason}</p>
      {mine && <p>{t('collaborations.item.cancelWaiting', { name: counterpart })}</p>}
      <div className="item-actions__buttons">
        {mine ? (
          <ServerButton
            variant="secondary"
            size="sm"
            loading={busy === 'withdraw'}
            onClick={() => void answer('withdraw')}
          >
            {t('collaborations.cancel.withdraw')}
          </ServerButton>
        ) : (
          <>
            <ServerButton
              variant="danger"
              size="sm"
              loading={busy === 'confirm'}
              disabled={busy !== null}
              onClick={() => void answer('confirm')}
            >
              {t('collaborations.cancel.confirm')}
            </ServerButton>
            <ServerButton
              variant="secondary"
              size="sm"
              loading={busy === 'decline'}
              disabled={busy !== null}
              onClick={() => void answer('decline')}
            >
              {t('collaborations.cancel.decline')}
            </ServerButton>
          </>
        )}
      </div>
    </Alert>
  );
}
