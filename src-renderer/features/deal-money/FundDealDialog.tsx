import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DealMoney, ReleaseMode } from '../../../src-shared/domain/deal-money';
import { ErrorCode } from '../../../src-shared/api/error-codes';
import { BridgeError } from '../../../src-shared/bridge/bridge-error';
import { call } from '../../bridge/client';
import { ServerButton } from '../../connectivity/ServerButton';
import { useErrorMessage } from '../../i18n/error-message';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Dialog, DialogClose } from '../../ui/Dialog';
import { AmountLines } from './AmountLines';
import { money } from './money-text';

export interface FundDealDialogProps {
  open: boolean;
  money: DealMoney;
  onClose: () => void;
  /** The deal as it is once paid. */
  onFunded: (money: DealMoney) => void;
}

const MODES: { mode: ReleaseMode; label: string; hint: string }[] = [
  {
    mode: 'all',
    label: 'dealMoney.payDialog.releaseAll',
    hint: 'dealMoney.payDialog.releaseAllHint',
  },
  {
    mode: 'per_item',
    label: 'dealMoney.payDialog.releasePerItem',
    hint: 'dealMoney.payDialog.releasePerItemHint',
  },
];

/**
 * "Pagar colaboración": the price, the fee and the total the brand pays, and when the creator
 * gets the money. The total sent is the one shown: if the deal changed meanwhile the server
 * refuses it and the dialog says so instead of charging another amount.
 */
export function FundDealDialog({ open, money: deal, onClose, onFunded }: FundDealDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t('dealMoney.payDialog.title')}
      description={t('dealMoney.payDialog.description')}
    >
      {open && <FundForm money={deal} onClose={onClose} onFunded={onFunded} />}
    </Dialog>
  );
}

function FundForm({ money: deal, onClose, onFunded }: Omit<FundDealDialogProps, 'open'>) {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  const [mode, setMode] = useState<ReleaseMode>('all');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const name = useId();
  const pay = async () => {
    setBusy(true);
    setFailure(null);
    try {
      onFunded(
        await call('fundDeal', {
          collaborationId: deal.collaboration_id,
          releaseMode: mode,
          totalCents: deal.total_cents,
        }),
      );
      onClose();
    } catch (error) {
      // Main reports a closed PayPal window with the sign-in's "cancelled" code (as for credits):
      // here it is a payment the brand cancelled, and nothing was charged.
      setFailure(
        error instanceof BridgeError && error.code === ErrorCode.signInCancelled
          ? t('dealMoney.payDialog.cancelled')
          : describe(error),
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="fund-dialog">
      {deal.test_mode && <p className="deal-money__test">{t('dealMoney.testMode')}</p>}
      <AmountLines money={deal} />
      <fieldset className="fund-dialog__modes">
        <legend>{t('dealMoney.payDialog.releaseLegend')}</legend>
        {MODES.map((option) => (
          <label key={option.mode} className="fund-dialog__mode">
            <input
              type="radio"
              name={name}
              value={option.mode}
              checked={mode === option.mode}
              onChange={() => setMode(option.mode)}
            />
            <span>
              <span className="fund-dialog__mode-label">{t(option.label)}</span>
              <span className="fund-dialog__mode-hint">{t(option.hint)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {!deal.test_mode && (
        <p className="fund-dialog__note">{t('dealMoney.payDialog.paypalNote')}</p>
      )}
      {failure && (
        <Alert tone="danger" title={t('dealMoney.payDialog.failed')}>
          <p>{failure}</p>
        </Alert>
      )}
      <div className="fund-dialog__actions">
        <DialogClose asChild>
          <Button variant="secondary" disabled={busy}>
            {t('common.cancel')}
          </Button>
        </DialogClose>
        <ServerButton loading={busy} onClick={() => void pay()}>
          {t('dealMoney.payDialog.confirm', { total: money(deal.total_cents) })}
        </ServerButton>
      </div>
    </div>
  );
}
