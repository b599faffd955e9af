import { useTranslation } from 'react-i18next';
import { TRIAL_DAYS } from '../../../src-shared/domain/billing';
import type { PremiumStanding } from '../../../src-shared/domain/plan';
import { useErrorMessage } from '../../i18n/error-message';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { SparklesIcon } from '../../ui/icons';
import { StatusPill } from '../../ui/StatusPill';
import { planEndText } from './plan-end';
import { PLAN_NAME_KEYS } from './plan-labels';
import { useApplyTrial, type TrialCallbacks } from './use-apply-trial';

export interface PlanCardProps extends TrialCallbacks {
  standing: PremiumStanding;
}

/**
 * The plan and when it ends (one date, `planEndText`), and the one-time 14-day trial: offered
 * only on the free plan before it was used; once started, the card just says when it ends.
 */
export function PlanCard({ standing, onTrialApplied, onStandingStale }: PlanCardProps) {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  const { applying, failure, applyTrial } = useApplyTrial({ onTrialApplied, onStandingStale });
  const ends = planEndText(t, standing);

  return (
    <Card as="section" aria-labelledby="plan-card-title" className="billing-card">
      <h2 id="plan-card-title" className="billing-card__title">
        {t('billing.plan.title')}
      </h2>
      <p className="plan-card__name">
        {t(PLAN_NAME_KEYS[standing.plan])}
        {standing.premium && (
          <StatusPill tone="success">{t('billing.plan.premiumActive')}</StatusPill>
        )}
      </p>
      {ends && <p className="plan-card__dates">{ends}</p>}
      {standing.plan === 'free' &&
        (standing.trial_used ? (
          <p className="plan-card__hint">{t('billing.trial.usedHint')}</p>
        ) : (
          <div className="plan-card__trial">
            <Button icon={<SparklesIcon />} loading={applying} onClick={() => void applyTrial()}>
              {t('billing.trial.apply', { count: TRIAL_DAYS })}
            </Button>
            <p className="plan-card__hint">{t('billing.trial.hint')}</p>
          </div>
        ))}
      {failure && (
        <Alert tone="danger" title={t('billing.trial.failed')}>
          <p>{describe(failure.error)}</p>
        </Alert>
      )}
    </Card>
  );
}
