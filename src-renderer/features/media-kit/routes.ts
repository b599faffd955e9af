import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { shellLayoutRoute } from '../../router/layout-routes';
import { requireRole } from '../../router/require-role';

export const mediaKitRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: 'media-kit',
  staticData: { routeName: 'media-kit' },
  beforeLoad: requireRole('influencer'),
  component: lazyRouteComponent(() => import('./MediaKitPage'), 'MediaKitPage'),
});
