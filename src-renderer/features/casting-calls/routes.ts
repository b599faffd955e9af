import { createRoute } from '@tanstack/react-router';
import { shellLayoutRoute } from '../../router/layout-routes';
import { CastingCallPage } from './CastingCallPage';

export const viewCastingCallRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: 'view_casting_call/$id',
  staticData: { routeName: 'view_casting_call' },
  component: CastingCallPage,
});
