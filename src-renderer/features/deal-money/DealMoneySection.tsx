import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DealMoney } from '../../../src-shared/domain/deal-money';
import type { Role } from '../../../src-shared/domain/user';
import { call } from '../../bridge/client';
import { ServerButton } from '../../connectivity/ServerButton';
import { RemoteView } from '../../data/RemoteView';
import { useRemoteData } from '../../data/use-remote-data';
import { useErrorMessage } from '../../i18n/error-message';
import { Alert } from '../../ui/Alert';
import { Card } from '../../ui/Card';
import { StatusPill } from '../../ui/StatusPill';
import { toast } from '../../ui/toast';
import { AmountLines } from './AmountLines';
import { DealReceipts } from './DealReceipts';
import { FundDealDialog } from './FundDealDialog';
import { MONEY_STATUS_TONES, money } from './money-text';
import { PayoutList, RefundList } from './MoneyMovements';
import { ReleaseDealDialog } from './ReleaseDealDialog';
import './DealMoneySection.css';

export interface DealMoneySectionProps {
  collaborationId: string;
  role: Role;
  /** The other side's name, as the person reads it. */
  counterpart: string;
  /** The deal's money moved (paid, released): the collaboration's own status may have too. */
  onMoneyChanged?: (money: DealMoney) => void;
}

/**
 * Issue 32, "Pago" on the collaboration page for both sides: where the money stands, price, fee
 * and total, what is held, released, paid and refunded, the payouts and refunds, the receipts,
 * and this side's moves (the brand pays or releases early; either side retries a failed payout).
 * Payments need the server: offline the buttons say why they are disabled.
 */
export function DealMoneySection({
  collaborationId,
  role,
  counterpart,
  onMoneyChanged,
}: DealMoneySectionProps) {
  const { t } = useTranslation();
  const { state, reload, replace } = useRemoteData(`deal-money:${collaborationId}`, () =>
    call('getDealMoney', { collaborationId }),
  );
  const changed = (next: DealMoney) => {
    replace(next);
    onMoneyChanged?.(next);
  };
  return (
    <Card as="section" aria-labelledby="deal-money-title" className="deal-money">
      <h2 id="deal-money-title" className="deal-money__title">
        {t('dealMoney.title')}
      </h2>
      <RemoteView
        state={state}
        loadingLabel={t('dealMoney.loading')}
        failedTitle={t('dealMoney.failed')}
        onRetry={reload}
      >
        {(deal) => (
          <DealMoneyPanel money={deal} role={role} counterpart={counterpart} onChanged={changed} />
        )}
      </RemoteView>
    </Card>
  );
}

interface PanelProps {
  money: DealMoney;
  role: Role;
  counterpart: string;
  onChanged: (money: DealMoney) => void;
}

function DealMoneyPanel({ money: deal, role, counterpart, onChanged }: PanelProps) {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  const [dialog, setDialog] = useState<'fund' | 'release' | null>(null);
  const [retrying, setRetrying] = useState<string | null>(null);
  const brand = role === 'brand';
  const retry = async (payoutId: string) => {
    setRetrying(payoutId);
    try {
      onChanged(await call('retryPayout', { collaborationId: deal.collaboration_id, payoutId }));
      toast.success({ title: t('dealMoney.payouts.retried') });
    } catch (error) {
      toast.error({ title: t('dealMoney.payouts.retryFailed'), description: describe(error) });
    } finally {
      setRetrying(null);
    }
  };
  const flow = [
    ['held', deal.held_cents],
    ['released', deal.released_cents],
    ['paid', deal.paid_cents],
    ['refunded', deal.refunded_cents],
  ] as const;
  return (
    <div className="deal-money__body">
      <div className="deal-money__status">
        <StatusPill tone={MONEY_STATUS_TONES[deal.status]}>
          {t(`dealMoney.statuses.${deal.status}`)}
        </StatusPill>
        {/* How it is released matters only while some of it is still held. */}
        {deal.funding && (deal.status === 'funded' || deal.status === 'partly_released') && (
          <span className="deal-money__mode">
            {t(`dealMoney.releaseModes.${deal.funding.release_mode}`)}
          </span>
        )}
        {deal.test_mode && <span className="deal-money__test">{t('dealMoney.testMode')}</span>}
      </div>

      {deal.status === 'unfunded' && !brand && (
        <Alert tone="warning" title={t('dealMoney.unfundedBanner.title')}>
          <p>{t('dealMoney.unfundedBanner.text')}</p>
        </Alert>
      )}
      {deal.status === 'unfunded' && brand && (
        <p className="deal-money__lead">{t('dealMoney.unfundedBrand', { name: counterpart })}</p>
      )}
      {deal.payout_email_missing && !brand && (
        <Alert tone="warning" title={t('dealMoney.emailMissing.title')}>
          <p>{t('dealMoney.emailMissing.text')}</p>
          <Link to="/billing" className="deal-money__link">
            {t('dealMoney.emailMissing.link')}
          </Link>
        </Alert>
      )}

      <div className="deal-money__figures">
        <AmountLines money={deal} />
        {deal.status !== 'unfunded' && deal.status !== 'cancelled' && (
          <dl className="deal-flow" aria-label={t('dealMoney.flowLabel')}>
            {flow.map(([key, cents]) => (
              <div key={key}>
                <dt>{t(`dealMoney.${key}`)}</dt>
                <dd>{money(cents)}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>

      {brand && (deal.can_fund || deal.can_release) && (
        <div className="deal-money__actions">
          {deal.can_fund && (
            <ServerButton onClick={() => setDialog('fund')}>{t('dealMoney.pay')}</ServerButton>
          )}
          {deal.can_release && (
            <ServerButton variant="secondary" onClick={() => setDialog('release')}>
              {t('dealMoney.release')}
            </ServerButton>
          )}
        </div>
      )}

      <PayoutList payouts={deal.payouts} retrying={retrying} onRetry={(id) => void retry(id)} />
      <RefundList refunds={deal.refunds} />
      {deal.status !== 'unfunded' && deal.status !== 'cancelled' && (
        <DealReceipts
          collaborationId={deal.collaboration_id}
          version={`${deal.status}:${deal.payouts.length}:${deal.refunds.length}:${deal.paid_cents}`}
        />
      )}

      <FundDealDialog
        open={dialog === 'fund'}
        money={deal}
        onClose={() => setDialog(null)}
        onFunded={(next) => {
          onChanged(next);
          toast.success({ title: t('dealMoney.fundedToast') });
        }}
      />
      <ReleaseDealDialog
        open={dialog === 'release'}
        money={deal}
        counterpart={counterpart}
        onClose={() => setDialog(null)}
        onReleased={(next) => {
          onChanged(next);
          toast.success({ title: t('dealMoney.releasedToast') });
        }}
      />
    </div>
  );
}
