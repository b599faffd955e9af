import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { shellLayoutRoute } from '../../router/layout-routes';
import { requireRole } from '../../router/require-role';
import { parseMonitorSearch } from './monitor-search';

/** A brand's keyword monitor: creators' posts that mention what it tracks. */
export const monitorRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: 'monitor',
  staticData: { routeName: 'monitor' },
  beforeLoad: requireRole('brand'),
  validateSearch: parseMonitorSearch,
  component: lazyRouteComponent(() => import('./MonitorPage'), 'MonitorPage'),
});
