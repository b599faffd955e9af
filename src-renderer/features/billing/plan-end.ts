import type { TFunction } from 'i18next';
import type { PremiumStanding } from '../../../src-shared/domain/plan';
import { formatDate } from '../../i18n/format';

/**
 * The one way the app writes when a plan or trial ends: from `ends_at` (the server's instant),
 * through `formatDate` (es-MX, the local calendar day), with the days left. Every screen that
 * shows the end uses this, so they never disagree; the server's summary `text` (its own date,
 * in Mexico City's time zone) is not shown next to it. null when the plan does not end.
 */
export function planEndText(
  t: TFunction,
  standing: Pick<PremiumStanding, 'ends_at' | 'days_left'>,
): string | null {
  if (!standing.ends_at) return null;
  const ends = t('billing.plan.endsAt', { date: formatDate(standing.ends_at) });
  if (standing.days_left === null) return ends;
  return `${ends} · ${t('billing.plan.daysLeft', { count: standing.days_left })}`;
}
