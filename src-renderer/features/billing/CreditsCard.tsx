import { useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '../../../src-shared/api/error-codes';
import { BridgeError } from '../../../src-shared/bridge/bridge-error';
import type { CreditPackageId, CreditPurchase } from '../../../src-shared/domain/billing';
import { call } from '../../bridge/client';
import { useErrorMessage } from '../../i18n/error-message';
import { Alert } from '../../ui/Alert';
import { Card } from '../../ui/Card';
import { toast } from '../../ui/toast';
import { celebrate } from './confetti';
import { CreditPackageList } from './CreditPackageList';
import { PurchaseNotice } from './PurchaseNotice';
import { useTestPayments } from './use-test-payments';

export interface CreditsCardProps {
  balance: number;
  onPurchased: (purchase: CreditPurchase) => void;
  /** What a credit is for this account (a brand's open more creators); none for creators. */
  description?: string;
  /** The card's title, focusable, so "Comprar créditos" elsewhere on the page can bring it here. */
  titleRef?: Ref<HTMLHeadingElement>;
}

/** Extra credits: the balance and the packages to buy more (the same packages for both roles). */
export function CreditsCard({ balance, onPurchased, description, titleRef }: CreditsCardProps) {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  const testPayments = useTestPayments();
  const [buying, setBuying] = useState<CreditPackageId | null>(null);
  const [lastPurchase, setLastPurchase] = useState<CreditPurchase | null>(null);

  const buy = async (id: CreditPackageId) => {
    setBuying(id);
    try {
      const purchase = await call('buyCredits', { package: id });
      setLastPurchase(purchase);
      onPurchased(purchase);
      toast.success({ title: t('billing.purchase.added', { count: purchase.credits_added }) });
      void celebrate('explosion');
    } catch (error) {
      // Main reports a closed PayPal window as a cancelled sign-in; here it is a cancelled payment.
      if (error instanceof BridgeError && error.code === ErrorCode.signInCancelled) {
        toast.info({ title: t('billing.purchase.cancelled') });
      } else {
        toast.error({ title: t('billing.purchase.failed'), description: describe(error) });
      }
    } finally {
      setBuying(null);
    }
  };

  return (
    <Card as="section" aria-labelledby="credits-card-title" className="billing-card">
      <h2 id="credits-card-title" className="billing-card__title" ref={titleRef} tabIndex={-1}>
        {t('billing.credits.title')}
      </h2>
      {description && <p className="billing-card__description">{description}</p>}
      <p className="credits-card__balance">{t('billing.credits.balance', { count: balance })}</p>
      {testPayments && (
        <Alert tone="info" title={t('billing.testMode.noteTitle')}>
          <p>{t('billing.testMode.note')}</p>
        </Alert>
      )}
      <CreditPackageList buying={buying} onBuy={(id) => void buy(id)} />
      {lastPurchase && <PurchaseNotice purchase={lastPurchase} />}
    </Card>
  );
}
