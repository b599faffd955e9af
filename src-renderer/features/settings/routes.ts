import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { shellLayoutRoute } from '../../router/layout-routes';

export const settingsRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: 'settings',
  staticData: { routeName: 'settings' },
  component: lazyRouteComponent(() => import('./SettingsPage'), 'SettingsPage'),
});
