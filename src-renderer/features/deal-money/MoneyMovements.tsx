import { useTranslation } from 'react-i18next';
import type { DealPayout, DealRefund } from '../../../src-shared/domain/deal-money';
import { ServerButton } from '../../connectivity/ServerButton';
import { formatShortDate } from '../../i18n/format';
import { StatusPill } from '../../ui/StatusPill';
import { money, PAYOUT_STATUS_TONES, REFUND_STATUS_TONES } from './money-text';

/** Each payout to the creator's PayPal as its latest attempt stands; a failed one can be retried. */
export function PayoutList({
  payouts,
  retrying,
  onRetry,
}: {
  payouts: DealPayout[];
  retrying: string | null;
  onRetry: (payoutId: string) => void;
}) {
  const { t } = useTranslation();
  if (payouts.length === 0) return null;
  return (
    <section className="deal-movements" aria-labelledby="deal-payouts-title">
      <h3 id="deal-payouts-title" className="deal-movements__title">
        {t('dealMoney.payouts.title')}
      </h3>
      <ul className="deal-movements__list">
        {payouts.map((payout) => (
          <li key={payout.id} className="deal-movement">
            <div className="deal-movement__main">
              <span className="deal-movement__amount">{money(payout.amount_cents)}</span>
              <StatusPill tone={PAYOUT_STATUS_TONES[payout.status]}>
                {t(`dealMoney.payouts.statuses.${payout.status}`)}
              </StatusPill>
              <span className="deal-movement__meta">
                {formatShortDate(payout.settled_at ?? payout.created_at)}
                {payout.attempt > 1 &&
                  ` · ${t('dealMoney.payouts.attempt', { number: payout.attempt })}`}
                {payout.batch_id && ` · ${t('dealMoney.payouts.batch', { id: payout.batch_id })}`}
              </span>
            </div>
            {payout.reason && <p className="deal-movement__reason">{payout.reason}</p>}
            {payout.status === 'failed' && (
              <ServerButton
                size="sm"
                variant="secondary"
                loading={retrying === payout.id}
                disabled={retrying !== null}
                onClick={() => onRetry(payout.id)}
              >
                {t('dealMoney.payouts.retry')}
              </ServerButton>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Money of cancelled or rejected items given back to the brand (price and fee). */
export function RefundList({ refunds }: { refunds: DealRefund[] }) {
  const { t } = useTranslation();
  if (refunds.length === 0) return null;
  return (
    <section className="deal-movements" aria-labelledby="deal-refunds-title">
      <h3 id="deal-refunds-title" className="deal-movements__title">
        {t('dealMoney.refunds.title')}
      </h3>
      <ul className="deal-movements__list">
        {refunds.map((refund) => (
          <li key={refund.id} className="deal-movement">
            <div className="deal-movement__main">
              <span className="deal-movement__amount">{money(refund.amount_cents)}</span>
              <StatusPill tone={REFUND_STATUS_TONES[refund.status]}>
                {t(`dealMoney.refunds.statuses.${refund.status}`)}
              </StatusPill>
              <span className="deal-movement__meta">
                {formatShortDate(refund.settled_at ?? refund.created_at)}
                {refund.fee_cents > 0 &&
                  ` · ${t('dealMoney.refunds.feePart', { fee: money(refund.fee_cents) })}`}
                {refund.refund_id &&
                  ` · ${t('dealMoney.refunds.reference', { id: refund.refund_id })}`}
              </span>
            </div>
            {refund.reason && <p className="deal-movement__reason">{refund.reason}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
