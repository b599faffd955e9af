import type { PremiumStanding } from '../../../src-shared/domain/plan';
import { marketToday } from '../../../src-shared/rules/market-calendar';
import { formatDate } from '../../i18n/format';

/** The one-time trial is offered while the account is on the free plan and has never used it. */
export const trialAvailable = (standing: Pick<PremiumStanding, 'plan' | 'trial_used'>): boolean =>
  standing.plan === 'free' && !standing.trial_used;

/**
 * The day a brand's profile views come back, said the same way on every screen (billing, the
 * finder, a creator's page): the month turns at an instant, and the day it falls on is read on the
 * market's calendar, so a computer west of Mexico City does not name the last day of the month.
 */
export function formatViewsReset(resetsAt: string): string {
  return formatDate(marketToday(new Date(resetsAt)));
}
