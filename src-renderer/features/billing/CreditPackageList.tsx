import { useTranslation } from 'react-i18next';
import { CREDIT_PACKAGES, type CreditPackageId } from '../../../src-shared/domain/billing';
import { formatMoneyUsd } from '../../i18n/format';
import { ServerButton } from '../../connectivity/ServerButton';

export interface CreditPackageListProps {
  /** The package being bought; every "Comprar" waits while one purchase runs. */
  buying: CreditPackageId | null;
  onBuy: (id: CreditPackageId) => void;
}

/** The catalogue the core API charges: credits, price and what one credit costs in each. */
export function CreditPackageList({ buying, onBuy }: CreditPackageListProps) {
  const { t } = useTranslation();
  return (
    <ul className="credit-packages" aria-label={t('billing.credits.packagesLabel')}>
      {CREDIT_PACKAGES.map((pack) => {
        const titleId = `credit-package-${pack.id}`;
        return (
          <li key={pack.id}>
            <article className="credit-package" aria-labelledby={titleId}>
              <h3 id={titleId} className="credit-package__credits">
                {t('billing.credits.count', { count: pack.credits })}
              </h3>
              <p className="credit-package__price">{formatMoneyUsd(pack.price)}</p>
              <p className="credit-package__unit">
                {t('billing.credits.perCredit', {
                  price: formatMoneyUsd(pack.price / pack.credits),
                })}
              </p>
              <ServerButton
                variant="secondary"
                fullWidth
                loading={buying === pack.id}
                disabled={buying !== null}
                onClick={() => onBuy(pack.id)}
              >
                {t('billing.credits.buy')}
              </ServerButton>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
