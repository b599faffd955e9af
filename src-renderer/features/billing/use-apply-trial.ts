import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '../../../src-shared/api/error-codes';
import { BridgeError } from '../../../src-shared/bridge/bridge-error';
import { TRIAL_DAYS } from '../../../src-shared/domain/billing';
import type { PremiumStanding } from '../../../src-shared/domain/plan';
import { call } from '../../bridge/client';
import { toast } from '../../ui/toast';
import { celebrate } from './confetti';
import { planEndText } from './plan-end';

/** Boxed so any thrown value is stored as data, never run as a state updater. */
export type TrialFailure = { error: unknown } | null;

export interface TrialCallbacks {
  /** The standing the trial answered; the page shows it and reads the full one again. */
  onTrialApplied: (standing: PremiumStanding) => void;
  /** The server says the trial was used already: read the standing again. */
  onStandingStale: () => void;
}

/**
 * The one-time 14-day trial, wherever it is offered (the plan card, the profile-view quota):
 * the toast and confetti when it starts, the failure kept for the card to show inline.
 */
export function useApplyTrial({ onTrialApplied, onStandingStale }: TrialCallbacks) {
  const { t } = useTranslation();
  const [applying, setApplying] = useState(false);
  const [failure, setFailure] = useState<TrialFailure>(null);

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

  return { applying, failure, applyTrial };
}
