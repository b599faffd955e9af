import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '../../../src-shared/api/error-codes';
import { BridgeError } from '../../../src-shared/bridge/bridge-error';
import { TRIAL_DAYS } from '../../../src-shared/domain/billing';
import type { PremiumStanding } from '../../../src-shared/domain/plan';
import { call } from '../../bridge/client';
import { useErrorMessage } from '../../i18n/error-message';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { SparklesIcon } from '../../ui/icons';
import { toast } from '../../ui/toast';
import { StatusPill } from '../marketplace/StatusPill';
import { celebrate } from './confetti';
import { planEndText } from './plan-end';
import { PLAN_NAME_KEYS } from './plan-labels';

/** Boxed so any thrown value is stored as data, never run as a state updater. */
type TrialFailure = { error: unknown } | null;

export interface PlanCardProps {
  standing: PremiumStanding;
  /** The standing the trial answered; the page shows it and reads the full one again. */
  onTrialApplied: (standing: PremiumStanding) => void;
  /** The server says the trial was used already: read the standing again. */
  onStandingStale: () => void;
}

/**
 * The plan and when it ends (one date, `planEndText`), and the one-time 14-day trial: offered
 * only on the free plan before it was used; once started, the card just says when it ends.
 */
export function PlanCard({ standing, onTrialApplied, onStandingStale }: PlanCardProps) {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  const [applying, setApplying] = useState(false);
  const [failure, setFailure] = useState<TrialFailure>(null);
  const ends = planEndText(t, standing);

  const applyTrial = async () => {
    setFailure(null);
    setApplying(true);
    try {
      const answer = await call('applyTrial');
      onTrialApplied(answer);
      const trialEnds = planEndText(t, answer);
      toast.success({
        title: t('billing.trial.applied', { count: TRIAL_DAYS }),
        ...(trialEnds ? { description: trialEnds } : {}),
      });
      void celebrate('both-sides');
    } catch (error) {
      // Inline, not a toast: the reason stays readable in the card.
      setFailure({ error });
      // Used already (in another window, on another device): the standing on screen is stale.
      if (error instanceof BridgeError && error.code === ErrorCode.trialAlreadyUsed) {
        onStandingStale();
      }
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
