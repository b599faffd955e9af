import type { PlanName } from '../../../src-shared/domain/plan';

/** i18n keys of each plan's name, typed so a new plan cannot go unnamed. */
export const PLAN_NAME_KEYS: Record<PlanName, string> = {
  free: 'billing.plan.names.free',
  trial: 'billing.plan.names.trial',
  premium: 'billing.plan.names.premium',
};
