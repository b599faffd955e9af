import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { shellLayoutRoute } from '../../router/layout-routes';
import { requireRole } from '../../router/require-role';

export const imageStudioRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: 'image-studio',
  staticData: { routeName: 'image-studio' },
  beforeLoad: requireRole('influencer'),
  component: lazyRouteComponent(() => import('./ImageStudioPage'), 'ImageStudioPage'),
});
