import { createRoute, Outlet } from '@tanstack/react-router';
import { AppShell } from '../app/shell/AppShell';
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

/** Signed-in screens with navigation, top bar and account menu. */
export const shellLayoutRoute = createRoute({
  getParentRoute: () => memberLayoutRoute,
  id: 'shell',
  component: AppShell,
});

export const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: redirectToSessionHome,
});
