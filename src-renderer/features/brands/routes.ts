import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { shellLayoutRoute } from '../../router/layout-routes';
import { requireRole } from '../../router/require-role';

export const brandsRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: 'brands',
  staticData: { routeName: 'brands' },
  beforeLoad: requireRole('brand'),
  component: lazyRouteComponent(() => import('./BrandsPage'), 'BrandsPage'),
});
