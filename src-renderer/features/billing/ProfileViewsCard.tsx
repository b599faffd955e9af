import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileViews } from '../../../src-shared/domain/finder';
import type { PremiumStanding } from '../../../src-shared/domain/plan';
import { marketToday } from '../../../src-shared/rules/market-calendar';
import { call } from '../../bridge/client';
import { useErrorMessage } from '../../i18n/error-message';
import { formatDate } from '../../i18n/format';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { SparklesIcon } from '../../ui/icons';
import { RemoteView } from '../marketplace/RemoteView';
import { useRemoteData } from '../marketplace/use-remote-data';
import { useApplyTrial, type TrialCallbacks } from './use-apply-trial';

const loadViews = () => call('getProfileViews');

export interface ProfileViewsCardProps extends TrialCallbacks {
  /** The plan decides the allowance and whether the trial can still be offered. */
  standing: PremiumStanding;
}

/**
 * A brand's creator-profile views this month: how many are used of how many, when they come back,
 * and, once none are left, the trial that raises the allowance when it is still available.
 */
export function ProfileViewsCard({ standing, ...trial }: ProfileViewsCardProps) {
  const { t } = useTranslation();
  // The allowance follows the plan: a trial started here or on the plan card reads it again.
  const views = useRemoteData(`profile-views:${standing.plan}`, loadViews);

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
        {(quota) => <Quota quota={quota} standing={standing} {...trial} />}
      </RemoteView>
    </Card>
  );
}

interface QuotaProps extends TrialCallbacks {
  quota: ProfileViews;
  standing: PremiumStanding;
}

/** How full the bar is, 0–100 (an allowance lowered after a downgrade may be over-used). */
const usedShare = ({ used, max_views }: ProfileViews): number =>
  max_views > 0 ? Math.min(100, (used / max_views) * 100) : 100;

function Quota({ quota, standing, ...trial }: QuotaProps) {
  const { t } = useTranslation();
  const labelId = useId();
  // The month turns at an instant; the day it falls on is read on the market's calendar.
  const resetDate = formatDate(marketToday(new Date(quota.resets_at)));
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
      {quota.remaining === 0 && (
        <ViewsExhausted standing={standing} resetDate={resetDate} {...trial} />
      )}
    </>
  );
}

interface ViewsExhaustedProps extends TrialCallbacks {
  standing: PremiumStanding;
  resetDate: string;
}

/** No views left: the trial when it is still available, otherwise when the views come back. */
function ViewsExhausted({ standing, resetDate, ...trial }: ViewsExhaustedProps) {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  const { applying, failure, applyTrial } = useApplyTrial(trial);
  const trialAvailable = standing.plan === 'free' && !standing.trial_used;
  return (
    <Alert tone="warning" title={t('creator.viewsExhausted.title')}>
      {trialAvailable ? (
        <div className="views-card__offer">
          <p>{t('billing.views.trialOffer')}</p>
          <Button icon={<SparklesIcon />} loading={applying} onClick={() => void applyTrial()}>
            {t('billing.views.trialButton')}
          </Button>
        </div>
      ) : (
        <p>{t('billing.views.waitUntil', { date: resetDate })}</p>
      )}
      {failure && (
        <p className="views-card__failure">
          {t('billing.trial.failed')}: {describe(failure.error)}
        </p>
      )}
    </Alert>
  );
}
