import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { shellLayoutRoute } from '../../router/layout-routes';
import { requireRole } from '../../router/require-role';

export const briefcaseRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: 'briefcase',
  staticData: { routeName: 'briefcase' },
  beforeLoad: requireRole('influencer'),
  component: lazyRouteComponent(() => import('./BriefcasePage'), 'BriefcasePage'),
});
