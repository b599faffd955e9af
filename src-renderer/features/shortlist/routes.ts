import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { shellLayoutRoute } from '../../router/layout-routes';
import { requireRole } from '../../router/require-role';

/** A brand's shortlist: the creators it saved from the finder or their page. */
export const shortlistRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: 'shortlist',
  staticData: { routeName: 'shortlist' },
  beforeLoad: requireRole('brand'),
  component: lazyRouteComponent(() => import('./ShortlistPage'), 'ShortlistPage'),
});
