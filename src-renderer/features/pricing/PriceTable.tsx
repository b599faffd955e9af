import { useTranslation } from 'react-i18next';
import type { PriceItem } from '../../../src-shared/domain/finder';
import { formatMoneyUsd } from '../../i18n/format';
import { PencilIcon, TrashIcon } from '../../ui/icons';
import { ServerEntryButton } from '../../connectivity/ServerEntryButton';
import { lineName } from './line-name';
import { sortedPrices } from './price-list';

export interface PriceTableProps {
  prices: readonly PriceItem[];
  onEdit: (price: PriceItem) => void;
  onRemove: (price: PriceItem) => void;
}

/** One row per network and content type, prices in US dollars written the Mexican way. */
export function PriceTable({ prices, onEdit, onRemove }: PriceTableProps) {
  const { t } = useTranslation();
  return (
    <table className="price-table">
      <caption className="visually-hidden">{t('pricing.tableCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('pricing.columns.network')}</th>
          <th scope="col">{t('pricing.columns.contentType')}</th>
          <th scope="col" className="price-table__amount">
            {t('pricing.columns.price')}
          </th>
          <th scope="col">
            <span className="visually-hidden">{t('pricing.columns.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {sortedPrices(prices).map((price) => {
          const line = lineName(price, t);
          return (
            <tr key={price.id}>
              <td>{t(`networks.${price.network}`)}</td>
              <td>{t(`contentTypes.${price.content_type}`)}</td>
              <td className="price-table__amount">{formatMoneyUsd(price.price)}</td>
              <td>
                <div className="price-table__actions">
                  <ServerEntryButton
                    compact
                    queueable
                    variant="secondary"
                    size="sm"
                    icon={<PencilIcon />}
                    aria-label={t('pricing.editFor', { line })}
                    onClick={() => onEdit(price)}
                  >
                    {t('pricing.edit')}
                  </ServerEntryButton>
                  <ServerEntryButton
                    compact
                    variant="ghost"
                    size="sm"
                    icon={<TrashIcon />}
                    aria-label={t('pricing.remove.for', { line })}
                    onClick={() => onRemove(price)}
                  />
                </div>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
