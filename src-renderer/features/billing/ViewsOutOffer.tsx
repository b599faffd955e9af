import { useTranslation } from 'react-i18next';
import { call } from '../../bridge/client';
import { useRemoteData } from '../../data/use-remote-data';
import { useErrorMessage } from '../../i18n/error-message';
import { Button } from '../../ui/Button';
import { SparklesIcon } from '../../ui/icons';
import { BuyCreditsLink } from './BuyCreditsLink';
import { useApplyTrial } from './use-apply-trial';
import { formatViewsReset, trialAvailable } from './views-offer';
import './ViewsOutOffer.css';

const loadPlan = () => call('getPlan');

export interface ViewsOutOfferProps {
  /** When the month's views come back (`resets_at` of the profile views). */
  resetsAt: string;
  /** The trial started: the screen reads its views (or the creator) again. */
  onTrialApplied: () => void;
  /** The visible text of the credits link, where a screen words it its own way. */
  buyCreditsLabel?: string;
  /** Buttons and the reset day only, for a page header (the finder's views note). */
  compact?: boolean;
}

/**
 * What a brand out of views and credits can do, outside billing (the finder, a creator's page):
 * the 14-day trial where the plan still allows it, otherwise the day the views come back; and
 * credits either way. Billing's own views card says the same with the same rules.
 */
export function ViewsOutOffer({
  resetsAt,
  onTrialApplied,
  buyCreditsLabel,
  compact = false,
}: ViewsOutOfferProps) {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  const plan = useRemoteData('views-out-plan', loadPlan);
  const { applying, failure, applyTrial } = useApplyTrial({
    onTrialApplied: (standing) => {
      plan.replace(standing);
      onTrialApplied();
    },
    onStandingStale: plan.reload,
  });
  // Until the plan is known the trial is not offered: better one button late than one refused.
  const offerTrial = plan.state.status === 'ready' && trialAvailable(plan.state.data);
  const trialButton = (
    <Button size="sm" icon={<SparklesIcon />} loading={applying} onClick={() => void applyTrial()}>
      {t('billing.views.trialButton')}
    </Button>
  );
  const failed = failure && (
    <p className="views-out-offer__failure" role="alert">
      {t('billing.trial.failed')}: {describe(failure.error)}
    </p>
  );
  const resets = t('billing.views.resetsOn', { date: formatViewsReset(resetsAt) });
  if (compact) {
    return (
      <div className="views-out-offer views-out-offer--compact">
        {offerTrial ? trialButton : <p>{resets}</p>}
        <BuyCreditsLink {...(buyCreditsLabel ? { label: buyCreditsLabel } : {})} />
        {failed}
      </div>
    );
  }
  return (
    <div className="views-out-offer">
      {offerTrial ? (
        <div className="views-out-offer__line">
          <p>{t('billing.views.trialOffer')}</p>
          {trialButton}
        </div>
      ) : (
        <p>{t('billing.views.waitUntil', { date: formatViewsReset(resetsAt) })}</p>
      )}
      <div className="views-out-offer__line">
        <p>{t('billing.views.creditsOffer')}</p>
        <BuyCreditsLink {...(buyCreditsLabel ? { label: buyCreditsLabel } : {})} />
      </div>
      {failed}
    </div>
  );
}
