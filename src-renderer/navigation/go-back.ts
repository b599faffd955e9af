import type { AppStore } from '../app/app-store';
import { forgetScreenState } from './forget-on-back';
import { planBack, type VisitedRoute } from './history';
import { navigationHistoryAtom } from './history-atoms';

/**
 * Applies the back rule to the store (history trimmed, wizard drafts and stepper cleared) and
 * hands the destination to `navigateTo`. Returns the destination.
 */
export function goBack(store: AppStore, navigateTo: (visit: VisitedRoute) => void): VisitedRoute {
  const plan = planBack(store.get(navigationHistoryAtom));
  store.set(navigationHistoryAtom, plan.history);
  forgetScreenState(store);
  navigateTo(plan.target);
  return plan.target;
}
