import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { shellLayoutRoute } from '../../router/layout-routes';
import { requireRole } from '../../router/require-role';

export const pricingRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: 'pricing',
  staticData: { routeName: 'pricing' },
  beforeLoad: requireRole('influencer'),
  component: lazyRouteComponent(() => import('./PricingPage'), 'PricingPage'),
});
