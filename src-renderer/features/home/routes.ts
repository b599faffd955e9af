import { createRoute } from '@tanstack/react-router';
import { shellLayoutRoute } from '../../router/layout-routes';
import { HomeSearchPage } from './HomeSearchPage';

export const homeSearchRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: 'home_search',
  staticData: { routeName: 'home_search' },
  component: HomeSearchPage,
});
