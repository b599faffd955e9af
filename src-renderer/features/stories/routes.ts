import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { shellLayoutRoute } from '../../router/layout-routes';
import { requireRole } from '../../router/require-role';

export const storiesRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: 'stories',
  staticData: { routeName: 'stories' },
  beforeLoad: requireRole('influencer'),
  component: lazyRouteComponent(() => import('./StoriesPage'), 'StoriesPage'),
});
