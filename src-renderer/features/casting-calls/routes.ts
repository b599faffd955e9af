import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { shellLayoutRoute } from '../../router/layout-routes';
import { requireRole } from '../../router/require-role';
import { parseCastingCallsSearch } from './casting-calls-search';

export const viewCastingCallRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: 'view_casting_call/$id',
  staticData: { routeName: 'view_casting_call' },
  component: lazyRouteComponent(() => import('./CastingCallPage'), 'CastingCallPage'),
});

/** Both roles: a brand's own calls, or the open calls that fit a creator (nav item "Castings"). */
export const castingCallsRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: 'casting-calls',
  staticData: { routeName: 'casting-calls' },
  validateSearch: parseCastingCallsSearch,
  component: lazyRouteComponent(() => import('./CastingCallsPage'), 'CastingCallsPage'),
});

// The form routes share the list's name so the "Castings" nav item stays current on them.
export const newCastingCallRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: 'casting-calls/new',
  staticData: { routeName: 'casting-calls' },
  beforeLoad: requireRole('brand'),
  component: lazyRouteComponent(() => import('./NewCastingCallPage'), 'NewCastingCallPage'),
});

export const editCastingCallRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: 'casting-calls/$id/edit',
  staticData: { routeName: 'casting-calls' },
  beforeLoad: requireRole('brand'),
  component: lazyRouteComponent(() => import('./EditCastingCallPage'), 'EditCastingCallPage'),
});
