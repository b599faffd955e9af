import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { shellLayoutRoute } from '../../router/layout-routes';

export const securitySettingsRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: 'account-setting/security',
  staticData: { routeName: 'account-setting/security' },
  component: lazyRouteComponent(() => import('./SecurityPage'), 'SecurityPage'),
});
