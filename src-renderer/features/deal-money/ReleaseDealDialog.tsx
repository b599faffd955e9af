import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DealMoney } from '../../../src-shared/domain/deal-money';
import { call } from '../../bridge/client';
import { ServerButton } from '../../connectivity/ServerButton';
import { useErrorMessage } from '../../i18n/error-message';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Dialog, DialogClose } from '../../ui/Dialog';
import { money } from './money-text';

export interface ReleaseDealDialogProps {
  open: boolean;
  money: DealMoney;
  counterpart: string;
  onClose: () => void;
  onReleased: (money: DealMoney) => void;
}

/** "Liberar pago": the brand confirms sending what is held to the creator now; no undo. */
export function ReleaseDealDialog({
  open,
  money: deal,
  counterpart,
  onClose,
  onReleased,
}: ReleaseDealDialogProps) {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const release = async () => {
    setBusy(true);
    setFailure(null);
    try {
      onReleased(await call('releaseDeal', { collaborationId: deal.collaboration_id }));
      onClose();
    } catch (error) {
      setFailure(describe(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setFailure(null);
          onClose();
        }
      }}
      title={t('dealMoney.releaseDialog.title')}
      description={t('dealMoney.releaseDialog.description', {
        amount: money(deal.held_cents),
        name: counterpart,
      })}
    >
      {failure && (
        <Alert tone="danger" title={t('dealMoney.releaseDialog.failed')}>
          <p>{failure}</p>
        </Alert>
      )}
      <div className="fund-dialog__actions">
        <DialogClose asChild>
          <Button variant="secondary" disabled={busy}>
            {t('common.cancel')}
          </Button>
        </DialogClose>
        <ServerButton loading={busy} onClick={() => void release()}>
          {t('dealMoney.releaseDialog.confirm')}
        </ServerButton>
      </div>
    </Dialog>
  );
}
