import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import type { PremiumStanding } from '../../../src-shared/domain/plan';
import { call } from '../../bridge/client';
import { currentUserAtom } from '../../session/session-atoms';
import { PageHeader } from '../../ui/PageHeader';
import { useDocumentTitle } from '../../ui/use-document-title';
import { RemoteView } from '../marketplace/RemoteView';
import { useRemoteData } from '../marketplace/use-remote-data';
import { CreditsCard } from './CreditsCard';
import { PayoutCard } from './PayoutCard';
import { PlanCard } from './PlanCard';
import { ProfileViewsCard } from './ProfileViewsCard';
import './BillingPage.css';

const loadPlan = () => call('getPlan');

/**
 * Route billing: the plan and the trial for everyone; extra credits and the payout address only
 * for creators (the core API gives `credits.buy` to creators alone); a brand's profile views.
 */
export function BillingPage() {
  const { t } = useTranslation();
  const creator = useAtomValue(currentUserAtom)?.role === 'influencer';
  const title = creator ? t('billing.title') : t('billing.titleBrand');
  useDocumentTitle(title);
  const plan = useRemoteData('plan', loadPlan);

  return (
    <>
      <PageHeader
        title={title}
        description={creator ? t('billing.description') : t('billing.descriptionBrand')}
      />
      <div className="billing-page">
        <RemoteView
          state={plan.state}
          loadingLabel={t('billing.loading')}
          failedTitle={t('billing.loadFailed')}
          onRetry={plan.reload}
        >
          {(standing) => {
            const trial = {
              onTrialApplied: (answer: PremiumStanding) => {
                // The trial's answer has no balance or summary line: keep the balance, then
                // read the full standing again for the server's new summary.
                plan.replace({ ...answer, credits: standing.credits ?? 0 });
                plan.reload();
              },
              onStandingStale: plan.reload,
            };
            return (
              <>
                <PlanCard standing={standing} {...trial} />
                {creator ? (
                  <CreditsCard
                    balance={standing.credits ?? 0}
                    onPurchased={(purchase) =>
                      plan.replace({ ...standing, credits: purchase.balance })
                    }
                  />
                ) : (
                  <ProfileViewsCard standing={standing} {...trial} />
                )}
              </>
            );
          }}
        </RemoteView>
        {creator && <PayoutCard />}
      </div>
    </>
  );
}
