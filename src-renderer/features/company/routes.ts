import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { shellLayoutRoute } from '../../router/layout-routes';
import { requireRole } from '../../router/require-role';

export const companySettingsRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: 'account-setting/company',
  staticData: { routeName: 'account-setting/company' },
  beforeLoad: requireRole('brand'),
  component: lazyRouteComponent(() => import('./CompanyPage'), 'CompanyPage'),
});
