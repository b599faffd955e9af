import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../bridge/client';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { PencilIcon } from '../../ui/icons';
import { RemoteView } from '../../data/RemoteView';
import { useRemoteData } from '../../data/use-remote-data';
import { PayoutEmailForm } from './PayoutEmailForm';

const loadPayoutAccount = () => call('getPayoutAccount');

/** Where the creator gets paid: the saved PayPal address, masked, or the form to give one. */
export function PayoutCard() {
  const { t } = useTranslation();
  const { state, reload, replace } = useRemoteData('payout-account', loadPayoutAccount);
  const [editing, setEditing] = useState(false);

  return (
    <Card as="section" aria-labelledby="payout-card-title" className="billing-card">
      <h2 id="payout-card-title" className="billing-card__title">
        {t('payouts.title')}
      </h2>
      <p className="billing-card__description">{t('payouts.description')}</p>
      <RemoteView
        state={state}
        loadingLabel={t('payouts.loading')}
        failedTitle={t('payouts.loadFailed')}
        onRetry={reload}
      >
        {(account) =>
          account.email_masked === null || editing ? (
            <PayoutEmailForm
              onSaved={(saved) => {
                replace(saved);
                setEditing(false);
              }}
              onCancel={account.email_masked === null ? undefined : () => setEditing(false)}
            />
          ) : (
            <div className="payout-card__saved">
              <p className="payout-card__address">
                {t('payouts.maskedTo', { email: account.email_masked })}
              </p>
              <Button variant="secondary" icon={<PencilIcon />} onClick={() => setEditing(true)}>
                {t('payouts.change')}
              </Button>
            </div>
          )
        }
      </RemoteView>
    </Card>
  );
}
