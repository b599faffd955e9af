import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Transaction } from '../../../src-shared/domain/billing';
import { formatInteger, formatMoneyUsd, formatShortDate } from '../../i18n/format';
import { StatusPill } from '../../ui/StatusPill';
import {
  TRANSACTION_STATUS_KEYS,
  TRANSACTION_STATUS_TONES,
  TRANSACTION_TYPE_KEYS,
} from './transaction-labels';

/** One page of the ledger; amounts are signed (money in positive, money out negative). */
export function TransactionTable({ transactions }: { transactions: readonly Transaction[] }) {
  const { t } = useTranslation();
  return (
    <div className="transactions-table__frame">
      <table className="transactions-table">
        <caption className="visually-hidden">{t('transactions.table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('transactions.table.date')}</th>
            <th scope="col">{t('transactions.table.type')}</th>
            <th scope="col">{t('transactions.table.description')}</th>
            <th scope="col">{t('transactions.table.status')}</th>
            <th scope="col" className="transactions-table__number">
              {t('transactions.table.amount')}
            </th>
            <th scope="col" className="transactions-table__number">
              {t('transactions.table.credits')}
            </th>
          </tr>
        </thead>
        <tbody>
          {transactions.map((transaction) => (
            <tr key={transaction.id}>
              <td className="transactions-table__date">
                {formatShortDate(transaction.created_at)}
              </td>
              <td>{t(TRANSACTION_TYPE_KEYS[transaction.type])}</td>
              <td>
                <span className="transactions-table__description">{transaction.description}</span>
                {transaction.status_reason && (
                  <span className="transactions-table__reason">{transaction.status_reason}</span>
                )}
                {transaction.deal_id && (
                  <Link
                    to="/collaborations/$id"
                    params={{ id: transaction.deal_id }}
                    className="transactions-table__deal"
                    aria-label={t('transactions.table.dealLinkLabel', {
                      description: transaction.description,
                    })}
                  >
                    {t('transactions.table.dealLink')}
                  </Link>
                )}
              </td>
              <td>
                <StatusPill tone={TRANSACTION_STATUS_TONES[transaction.status]}>
                  {t(TRANSACTION_STATUS_KEYS[transaction.status])}
                </StatusPill>
              </td>
              <td
                className={
                  transaction.amount < 0
                    ? 'transactions-table__number transactions-table__number--out'
                    : 'transactions-table__number'
                }
              >
                {formatMoneyUsd(transaction.amount)}
              </td>
              <td className="transactions-table__number">
                {transaction.credits === null ? (
                  <span aria-label={t('transactions.table.noCredits')}>—</span>
                ) : (
                  formatInteger(transaction.credits)
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
