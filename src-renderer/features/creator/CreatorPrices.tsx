import { useTranslation } from 'react-i18next';
import type { PriceItem } from '../../../src-shared/domain/finder';
import { formatMoneyUsd } from '../../i18n/format';
import { Card } from '../../ui/Card';

/** The creator's rate card, in US dollars written the Mexican way. */
export function CreatorPrices({ prices }: { prices: readonly PriceItem[] }) {
  const { t } = useTranslation();
  return (
    <Card aria-labelledby="creator-prices-title">
      <h2 id="creator-prices-title" className="creator-profile__section-title">
        {t('creator.prices.title')}
      </h2>
      {prices.length === 0 ? (
        <p className="creator-profile__none">{t('creator.prices.none')}</p>
      ) : (
        <table className="creator-prices">
          <thead>
            <tr>
              <th scope="col">{t('creator.prices.network')}</th>
              <th scope="col">{t('creator.prices.contentType')}</th>
              <th scope="col" className="creator-prices__amount">
                {t('creator.prices.price')}
              </th>
            </tr>
          </thead>
          <tbody>
            {prices.map((price) => (
              <tr key={price.id}>
                <td>{t(`networks.${price.network}`)}</td>
                <td>{t(`contentTypes.${price.content_type}`)}</td>
                <td className="creator-prices__amount">{formatMoneyUsd(price.price)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}
