import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { shellLayoutRoute } from '../../router/layout-routes';

/**
 * Any creator's public profile by handle (`GET /api/v3/profile/{vanityName}`), for every role:
 * the creator's own "Ver mi perfil público" and handles opened from anywhere in the app.
 */
export const profileByHandleRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: 'profile/$vanityName',
  staticData: { routeName: 'profile' },
  component: lazyRouteComponent(() => import('./PublicProfilePage'), 'PublicProfilePage'),
});
