import { useTranslation } from 'react-i18next';
import type { DealMoney } from '../../../src-shared/domain/deal-money';
import { feePercentText, money } from './money-text';

/** Price, the platform's fee (with its percent) and what the brand pays: both sides see it. */
export function AmountLines({
  money: deal,
}: {
  money: Pick<DealMoney, 'price_cents' | 'fee_cents' | 'fee_percent' | 'total_cents'>;
}) {
  const { t } = useTranslation();
  return (
    <dl className="deal-amounts" aria-label={t('dealMoney.amountsLabel')}>
      <div>
        <dt>{t('dealMoney.price')}</dt>
        <dd>{money(deal.price_cents)}</dd>
      </div>
      <div>
        <dt>{t('dealMoney.fee', { percent: feePercentText(deal.fee_percent) })}</dt>
        <dd>{money(deal.fee_cents)}</dd>
      </div>
      <div className="deal-amounts__total">
        <dt>{t('dealMoney.total')}</dt>
        <dd>{money(deal.total_cents)}</dd>
      </div>
    </dl>
  );
}
