import { createRoute } from '@tanstack/react-router';
import { shellLayoutRoute } from '../../router/layout-routes';
import { SecurityPage } from './SecurityPage';

export const securitySettingsRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: 'account-setting/security',
  staticData: { routeName: 'account-setting/security' },
  component: SecurityPage,
});
