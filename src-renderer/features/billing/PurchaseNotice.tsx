import { useTranslation } from 'react-i18next';
import type { CreditPurchase } from '../../../src-shared/domain/billing';
import { Alert } from '../../ui/Alert';
import { StatusPill } from '../../ui/StatusPill';

/** What the last purchase did; a test-mode purchase says so, since no money moved. */
export function PurchaseNotice({ purchase }: { purchase: CreditPurchase }) {
  const { t } = useTranslation();
  return (
    <Alert tone="success" title={t('billing.purchase.done')}>
      <p>
        {t('billing.purchase.added', { count: purchase.credits_added })}{' '}
        {t('billing.purchase.balance', { count: purchase.balance })}
      </p>
      {purchase.test_mode && (
        <p className="purchase-notice__test">
          <StatusPill tone="warning">{t('billing.testMode.label')}</StatusPill>
          <span>{t('billing.testMode.noCharge')}</span>
        </p>
      )}
    </Alert>
  );
}
