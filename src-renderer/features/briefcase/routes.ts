import { createRoute } from '@tanstack/react-router';
import { shellLayoutRoute } from '../../router/layout-routes';
import { requireRole } from '../../router/require-role';
import { BriefcasePage } from './BriefcasePage';

export const briefcaseRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: 'briefcase',
  staticData: { routeName: 'briefcase' },
  beforeLoad: requireRole('influencer'),
  component: BriefcasePage,
});
