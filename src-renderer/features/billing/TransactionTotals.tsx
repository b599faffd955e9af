import { useTranslation } from 'react-i18next';
import type { TransactionPage } from '../../../src-shared/domain/billing';
import { formatMoneyUsd } from '../../i18n/format';

export interface TransactionTotalsProps {
  totals: TransactionPage['totals'];
  count: number;
}

/** The server's totals over every movement the filter matches, not just this page. */
export function TransactionTotals({ totals, count }: TransactionTotalsProps) {
  const { t } = useTranslation();
  return (
    <section className="transaction-totals" aria-labelledby="transaction-totals-title">
      <h2 id="transaction-totals-title" className="transaction-totals__title">
        {t('transactions.totals.title', { count })}
      </h2>
      <dl className="transaction-totals__list">
        <div className="transaction-totals__item">
          <dt>{t('transactions.totals.moneyIn')}</dt>
          <dd>{formatMoneyUsd(totals.money_in)}</dd>
        </div>
        <div className="transaction-totals__item">
          <dt>{t('transactions.totals.moneyOut')}</dt>
          <dd>{formatMoneyUsd(totals.money_out)}</dd>
        </div>
        <div className="transaction-totals__item transaction-totals__item--total">
          <dt>{t('transactions.totals.total')}</dt>
          <dd>{formatMoneyUsd(totals.amount)}</dd>
        </div>
      </dl>
    </section>
  );
}
