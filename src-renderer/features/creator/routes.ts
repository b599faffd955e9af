import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { shellLayoutRoute } from '../../router/layout-routes';
import { requireRole } from '../../router/require-role';

/** A creator's full profile for a brand, opened from the finder (not in the navigation). */
export const creatorProfileRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: 'creators/$id',
  // Named so the navigation history can return here, e.g. from the proposal just sent.
  staticData: { routeName: 'creator_profile' },
  beforeLoad: requireRole('brand'),
  component: lazyRouteComponent(() => import('./CreatorPage'), 'CreatorPage'),
});
