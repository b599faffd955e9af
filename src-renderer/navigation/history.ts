/**
 * The app's own history of visited routes (docs/PRODUCT.md §2.1). Pure data in, data out: the
 * jotai/React glue lives beside this file.
 */

/** A visit to a named route, with everything needed to return to it exactly. */
export interface VisitedRoute {
  /** The spec's route name, e.g. `view_proposal`. */
  name: string;
  /** In-app location (path and query), e.g. `/setting-public-profile/profile?is_edit=true`. */
  href: string;
  params: Readonly<Record<string, string>>;
  search: Readonly<Record<string, unknown>>;
}

export type NavigationHistory = readonly VisitedRoute[];

/** Detail screens are reached from lists; going back never lands on one of them again. */
export const ROUTES_SKIPPED_ON_BACK: readonly string[] = ['view_proposal', 'view_casting_call'];

export const HOME_SEARCH_VISIT: VisitedRoute = {
  name: 'home_search',
  href: '/home_search',
  params: {},
  search: {},
};

/** Enough for any realistic back trail; keeps a long session from growing without bound. */
export const MAX_HISTORY_LENGTH = 50;

export interface BackPlan {
  /** Where back leads. */
  target: VisitedRoute;
  /** The history once there: everything up to and including the target. */
  history: NavigationHistory;
}

export const isSkippedOnBack = (visit: VisitedRoute): boolean =>
  ROUTES_SKIPPED_ON_BACK.includes(visit.name);

/**
 * Appends a visit. Seeing the location that is already current again (a re-render, a guard
 * re-run, the arrival after going back) is not a new visit.
 */
export function recordVisit(
  history: NavigationHistory,
  visit: VisitedRoute,
  limit: number = MAX_HISTORY_LENGTH,
): NavigationHistory {
  if (history.at(-1)?.href === visit.href) return history;
  const next = [...history, visit];
  return next.length > limit ? next.slice(next.length - limit) : next;
}

/**
 * The last entry is the current page. Back returns to the latest earlier visit that is not a
 * skipped route, with its parameters; with none it goes to home_search.
 */
export function planBack(history: NavigationHistory): BackPlan {
  for (let index = history.length - 2; index >= 0; index -= 1) {
    const candidate = history[index];
    if (candidate && !isSkippedOnBack(candidate)) {
      return { target: candidate, history: history.slice(0, index + 1) };
    }
  }
  return { target: HOME_SEARCH_VISIT, history: [HOME_SEARCH_VISIT] };
}

/** False when back would only reload the page already on screen. */
export function canGoBack(history: NavigationHistory, currentHref: string): boolean {
  return planBack(history).target.href !== currentHref;
}
