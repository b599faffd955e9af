import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileViews } from '../../../src-shared/domain/finder';
import type { PremiumStanding } from '../../../src-shared/domain/plan';
import { call } from '../../bridge/client';
import { useErrorMessage } from '../../i18n/error-message';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { SparklesIcon } from '../../ui/icons';
import { RemoteView } from '../../data/RemoteView';
import { useRemoteData } from '../../data/use-remote-data';
import { useApplyTrial, type TrialCallbacks } from './use-apply-trial';
import { formatViewsReset, trialAvailable } from './views-offer';

const loadViews = () => call('getProfileViews');

export interface ProfileViewsCardProps extends TrialCallbacks {
  /** The plan decides the allowance and whether the trial can still be offered. */
  standing: PremiumStanding;
  /** "Comprar créditos": takes the brand to the packages on the same page. */
  onBuyCredits: () => void;
}

/**
 * A brand's creator-profile views this month: how many are used of how many, when they come back,
 * the credits that open more creators once they are used up, and then the trial (while it is still
 * available) and "Comprar créditos".
 */
export function ProfileViewsCard({ standing, onBuyCredits, ...trial }: ProfileViewsCardProps) {
  const { t } = useTranslation();
  // The allowance follows the plan and the extra views the balance: a trial started or credits
  // bought on this page read them again.
  const views = useRemoteData(`profile-views:${standing.plan}:${standing.credits ?? 0}`, loadViews);

  return (
    <Card as="section" aria-labelledby="views-card-title" className="billing-card">
      <h2 id="views-card-title" className="billing-card__title">
        {t('billing.views.title')}
      </h2>
      <p className="billing-card__description">{t('billing.views.description')}</p>
      <RemoteView
        state={views.state}
        loadingLabel={t('billing.views.loading')}
        failedTitle={t('billing.views.loadFailed')}
        onRetry={views.reload}
      >
        {(quota) => (
          <Quota quota={quota} standing={standing} onBuyCredits={onBuyCredits} {...trial} />
        )}
      </RemoteView>
    </Card>
  );
}

interface QuotaProps extends TrialCallbacks {
  quota: ProfileViews;
  standing: PremiumStanding;
  onBuyCredits: () => void;
}

/** How full the bar is, 0–100 (an allowance lowered after a downgrade may be over-used). */
const usedShare = ({ used, max_views }: ProfileViews): number =>
  max_views > 0 ? Math.min(100, (used / max_views) * 100) : 100;

function Quota({ quota, standing, onBuyCredits, ...trial }: QuotaProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const resetDate = formatViewsReset(quota.resets_at);
  const count = t('billing.views.used', { used: quota.used, total: quota.max_views });
  return (
    <>
      <div className="views-card__bar-label">
        <span id={labelId}>{t('billing.views.barLabel')}</span>
        <span className="views-card__count" aria-hidden="true">
          {count}
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={quota.max_views}
        aria-valuenow={Math.min(quota.used, quota.max_views)}
        aria-valuetext={count}
        className="views-card__bar"
      >
        <span className="views-card__fill" style={{ width: `${usedShare(quota)}%` }} />
      </div>
      <p className="views-card__facts">
        {t('billing.views.remaining', { count: quota.remaining })}
        {' · '}
        {t('billing.views.resets', { date: resetDate })}
      </p>
      <p className="views-card__facts">
        {t('billing.views.extraViews', { count: quota.extra_views })}
      </p>
      {quota.remaining === 0 &&
        (quota.extra_views > 0 ? (
          <UsingCredits credits={quota.extra_views} onBuyCredits={onBuyCredits} />
        ) : (
          <ViewsExhausted
            standing={standing}
            resetDate={resetDate}
            onBuyCredits={onBuyCredits}
            {...trial}
          />
        ))}
    </>
  );
}

interface UsingCreditsProps {
  credits: number;
  onBuyCredits: () => void;
}

/** The month's views are used up but credits are left: each new creator now spends one. */
function UsingCredits({ credits, onBuyCredits }: UsingCreditsProps) {
  const { t } = useTranslation();
  return (
    <Alert tone="info" title={t('billing.views.usingCreditsTitle')}>
      <div className="views-card__offer">
        <p>{t('billing.views.usingCredits', { count: credits })}</p>
        <Button variant="secondary" onClick={onBuyCredits}>
          {t('billing.views.buyCredits')}
        </Button>
      </div>
    </Alert>
  );
}

interface ViewsExhaustedProps extends TrialCallbacks {
  standing: PremiumStanding;
  resetDate: string;
  onBuyCredits: () => void;
}

/**
 * No views and no credits left: the trial when it is still available, otherwise when the views
 * come back; and credits either way.
 */
function ViewsExhausted({ standing, resetDate, onBuyCredits, ...trial }: ViewsExhaustedProps) {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  const { applying, failure, applyTrial } = useApplyTrial(trial);
  return (
    <Alert tone="warning" title={t('creator.viewsExhausted.title')}>
      {trialAvailable(standing) ? (
        <div className="views-card__offer">
          <p>{t('billing.views.trialOffer')}</p>
          <Button icon={<SparklesIcon />} loading={applying} onClick={() => void applyTrial()}>
            {t('billing.views.trialButton')}
          </Button>
        </div>
      ) : (
        <p>{t('billing.views.waitUntil', { date: resetDate })}</p>
      )}
      <div className="views-card__offer">
        <p>{t('billing.views.creditsOffer')}</p>
        <Button variant="secondary" onClick={onBuyCredits}>
          {t('billing.views.buyCredits')}
        </Button>
      </div>
      {failure && (
        <p className="views-card__failure">
          {t('billing.trial.failed')}: {describe(failure.error)}
        </p>
      )}
    </Alert>
  );
}
