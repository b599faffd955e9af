import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { shellLayoutRoute } from '../../router/layout-routes';
import { parseCollaborationSearch, parseCollaborationsSearch } from './collaborations-search';

/**
 * Issue 31. `collaborations`: the brand's collaborations and review queue (a creator's list is
 * `my_work/collaborations`). `collaborations/$id`: one collaboration for either side, `?item=`
 * opening one of its items (where the inbox and the calendar lead).
 */
export const collaborationsRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: 'collaborations',
  staticData: { routeName: 'collaborations' },
  validateSearch: parseCollaborationsSearch,
  component: lazyRouteComponent(() => import('./CollaborationsPage'), 'CollaborationsPage'),
});

export const viewCollaborationRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: 'collaborations/$id',
  staticData: { routeName: 'view_collaboration' },
  validateSearch: parseCollaborationSearch,
  component: lazyRouteComponent(() => import('./CollaborationPage'), 'CollaborationPage'),
});
