import type { PlanName } from '../../src-shared/domain/plan';

/**
 * Creator profiles a brand may open per calendar month (UTC), by plan (docs/PRODUCT.md
 * §10): the free plan 30, the trial and premium 500. Reopening a creator already
 * opened that month is free. Documented in docs/API.md ("Finder").
 */
export const PROFILE_VIEWS_PER_MONTH: Readonly<Record<PlanName, number>> = {
  free: 30,
  trial: 500,
  premium: 500,
};

/** The month a view counts in: `YYYY-MM` in UTC, so every brand's month turns at one instant. */
export function viewPeriodOf(now: Date): string {
  return now.toISOString().slice(0, 7);
}

/** When the count starts again: the first instant of next month, UTC. */
export function viewPeriodEnd(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}
