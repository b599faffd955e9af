import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TRIAL_DAYS } from '../../../src-shared/domain/billing';
import type { PremiumStanding } from '../../../src-shared/domain/plan';
import { call } from '../../bridge/client';
import { useErrorMessage } from '../../i18n/error-message';
import { formatDate } from '../../i18n/format';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { SparklesIcon } from '../../ui/icons';
import { toast } from '../../ui/toast';
import { StatusPill } from '../marketplace/StatusPill';
import { celebrate } from './confetti';
import { PLAN_NAME_KEYS } from './plan-labels';

/** Boxed so any thrown value is stored as data, never run as a state updater. */
type TrialFailure = { error: unknown } | null;

export interface PlanCardProps {
  standing: PremiumStanding;
  /** The standing the trial answered; the page shows it and reads the full one again. */
  onTrialApplied: (standing: PremiumStanding) => void;
}

/** The plan, when it ends, the server's summary, and the one-time 14-day trial. */
export function PlanCard({ standing, onTrialApplied }: PlanCardProps) {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  const [applying, setApplying] = useState(false);
  const [failure, setFailure] = useState<TrialFailure>(null);

  const applyTrial = async () => {
    setFailure(null);
    setApplying(true);
    try {
      const answer = await call('applyTrial');
      onTrialApplied(answer);
      toast.success({ title: t('billing.trial.applied', { count: TRIAL_DAYS }) });
      void celebrate('both-sides');
    } catch (error) {
      // Inline, not a toast: "already used" has to stay readable next to the button.
      setFailure({ error });
    } finally {
      setApplying(false);
    }
  };

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
      {standing.ends_at && (
        <p className="plan-card__dates">
          {t('billing.plan.endsAt', { date: formatDate(standing.ends_at) })}
          {standing.days_left !== null && (
            <> · {t('billing.plan.daysLeft', { count: standing.days_left })}</>
          )}
        </p>
      )}
      {standing.text && <p className="plan-card__text">{standing.text}</p>}
      {standing.plan !== 'premium' && (
        <div className="plan-card__trial">
          <Button icon={<SparklesIcon />} loading={applying} onClick={() => void applyTrial()}>
            {t('billing.trial.apply', { count: TRIAL_DAYS })}
          </Button>
          <p className="plan-card__hint">
            {standing.trial_used ? t('billing.trial.usedHint') : t('billing.trial.hint')}
          </p>
        </div>
      )}
      {failure && (
        <Alert tone="danger" title={t('billing.trial.failed')}>
          <p>{describe(failure.error)}</p>
        </Alert>
      )}
    </Card>
  );
}
