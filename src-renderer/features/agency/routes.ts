import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { shellLayoutRoute } from '../../router/layout-routes';
import { parseAgencySearch } from './agency-search';

/**
 * Issue 33, both roles: the agency desk. Every account signed in on this desktop in one roster,
 * the inbox of what waits in any of them (`?view=inbox`), and actions on several at once.
 */
export const agencyRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: 'agency',
  staticData: { routeName: 'agency' },
  validateSearch: parseAgencySearch,
  component: lazyRouteComponent(() => import('./AgencyPage'), 'AgencyPage'),
});
