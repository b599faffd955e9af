import { createRoute, lazyRouteComponent, Outlet } from '@tanstack/react-router';
import { loadFeatureCatalogues } from '../i18n/feature-catalogues';
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
  // The signed-in features' messages, fetched beside the shell's and the page's code: no page
  // below renders before they are in (the pending state, in Spanish, shows if they take long).
  loader: () => loadFeatureCatalogues(),
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
