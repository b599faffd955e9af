import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { shellLayoutRoute } from '../../router/layout-routes';

export const homeSearchRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: 'home_search',
  staticData: { routeName: 'home_search' },
  component: lazyRouteComponent(() => import('./HomeSearchPage'), 'HomeSearchPage'),
});
