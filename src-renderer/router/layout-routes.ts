import { createRoute, lazyRouteComponent, Outlet } from '@tanstack/react-router';
import { redirectToSessionHome, requireAccess } from './guards';
import { rootRoute } from './root-route';

/** Pathless layouts: each applies one guard to every route below it. */
export const guestLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'guest',
  beforeLoad: requireAccess('guest'),
  component: Outlet,
});

export const choosingRoleLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'choosing-role',
  beforeLoad: requireAccess('choosingRole'),
  component: Outlet,
});

export const memberLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'member',
  beforeLoad: requireAccess('member'),
  component: Outlet,
});

/**
 * Signed-in screens with navigation, top bar and account menu. Split out like the pages: the
 * sign-in screen does not need it, and the router loads it beside the page's own chunk.
 */
export const shellLayoutRoute = createRoute({
  getParentRoute: () => memberLayoutRoute,
  id: 'shell',
  component: lazyRouteComponent(() => import('../app/shell/AppShell'), 'AppShell'),
});

export const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: redirectToSessionHome,
});
