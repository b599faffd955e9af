import { useTranslation } from 'react-i18next';
import { feeCents, BASIS_POINTS_PER_PERCENT } from '../../../src-shared/domain/deal-money';
import { feePercentText, money } from './money-text';
import './PlatformFeeLines.css';

export interface PlatformFeeLinesProps {
  /** The price in dollars as typed or agreed (the proposal's own unit); null while not a number. */
  price: number | null;
  /** The fee in percent (10, 7.5); null while it is being read. */
  percent: number | null;
}

/**
 * "Comisión de la plataforma (10 %)" and "Total para la marca" under a price, computed with the
 * server's own rounding (basis points, half up to the cent), so the total is the one charged.
 */
export function PlatformFeeLines({ price, percent }: PlatformFeeLinesProps) {
  const { t } = useTranslation();
  if (percent === null) return null;
  const priceCents = price !== null && Number.isFinite(price) ? Math.round(price * 100) : null;
  const fee =
    priceCents !== null
      ? feeCents(priceCents, Math.round(percent * BASIS_POINTS_PER_PERCENT))
      : null;
  return (
    <dl className="platform-fee-lines" aria-label={t('dealMoney.amountsLabel')}>
      <div>
        <dt>{t('dealMoney.proposalFee.label', { percent: feePercentText(percent) })}</dt>
        <dd>{fee !== null ? money(fee) : '—'}</dd>
      </div>
      <div className="platform-fee-lines__total">
        <dt>{t('dealMoney.proposalFee.total')}</dt>
        <dd>{priceCents !== null && fee !== null ? money(priceCents + fee) : '—'}</dd>
      </div>
    </dl>
  );
}
