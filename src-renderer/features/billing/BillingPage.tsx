import { getRouteApi } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PremiumStanding } from '../../../src-shared/domain/plan';
import { call } from '../../bridge/client';
import { currentUserAtom } from '../../session/session-atoms';
import { PageHeader } from '../../ui/PageHeader';
import { useDocumentTitle } from '../../ui/use-document-title';
import { RemoteView } from '../../data/RemoteView';
import { useRemoteData } from '../../data/use-remote-data';
import { CreditsCard } from './CreditsCard';
import { PayoutCard } from './PayoutCard';
import { PlanCard } from './PlanCard';
import { ProfileViewsCard } from './ProfileViewsCard';
import './BillingPage.css';

const loadPlan = () => call('getPlan');
const routeApi = getRouteApi('/member/shell/billing');

/** Brings the packages into view and focus, so the next Tab reaches "Comprar". */
function focusCredits(heading: HTMLHeadingElement | null): void {
  // jsdom has no layout, hence no scrollIntoView.
  heading?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  heading?.focus({ preventScroll: true });
}

/**
 * Route billing: the plan, the trial and the extra credits for both roles (the same packages; a
 * brand's credits open creators beyond its monthly views, shown on its views card); the payout
 * address only for creators. `?buy=credits` brings focus to the packages.
 */
export function BillingPage() {
  const { t } = useTranslation();
  const creator = useAtomValue(currentUserAtom)?.role === 'influencer';
  const title = creator ? t('billing.title') : t('billing.titleBrand');
  useDocumentTitle(title);
  const plan = useRemoteData('plan', loadPlan);
  const { buy } = routeApi.useSearch();
  const creditsTitle = useRef<HTMLHeadingElement>(null);
  const ready = plan.state.status === 'ready';
  useEffect(() => {
    if (ready && buy === 'credits') focusCredits(creditsTitle.current);
  }, [ready, buy]);

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
            const credits = (
              <CreditsCard
                balance={standing.credits ?? 0}
                titleRef={creditsTitle}
                {...(creator ? {} : { description: t('billing.credits.descriptionBrand') })}
                onPurchased={(purchase) => plan.replace({ ...standing, credits: purchase.balance })}
              />
            );
            return (
              <>
                <PlanCard standing={standing} {...trial} />
                {!creator && (
                  <ProfileViewsCard
                    standing={standing}
                    onBuyCredits={() => focusCredits(creditsTitle.current)}
                    {...trial}
                  />
                )}
                {credits}
              </>
            );
          }}
        </RemoteView>
        {creator && <PayoutCard />}
      </div>
    </>
  );
}
