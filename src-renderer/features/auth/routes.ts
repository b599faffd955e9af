import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import {
  choosingRoleLayoutRoute,
  guestLayoutRoute,
  memberLayoutRoute,
} from '../../router/layout-routes';

// Split out like every other page: the form library, the dialog and the auth screens arrive
// while the start-up bundle runs, with the Spanish pending state should they take long.
export const signInRoute = createRoute({
  getParentRoute: () => guestLayoutRoute,
  path: 'sign-in',
  component: lazyRouteComponent(() => import('./SignInPage'), 'SignInPage'),
});

/** Another account on this desktop, while the current one stays signed in. */
export const addAccountRoute = createRoute({
  getParentRoute: () => memberLayoutRoute,
  path: 'add-account',
  component: lazyRouteComponent(() => import('./AddAccountPage'), 'AddAccountPage'),
});

export const defineRoleRoute = createRoute({
  getParentRoute: () => choosingRoleLayoutRoute,
  path: 'define-role',
  component: lazyRouteComponent(() => import('./DefineRolePage'), 'DefineRolePage'),
});
