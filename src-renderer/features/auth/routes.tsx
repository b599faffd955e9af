import { createRoute } from '@tanstack/react-router';
import {
  choosingRoleLayoutRoute,
  guestLayoutRoute,
  memberLayoutRoute,
} from '../../router/layout-routes';
import { DefineRolePage } from './DefineRolePage';
import { SignInPage } from './SignInPage';

export const signInRoute = createRoute({
  getParentRoute: () => guestLayoutRoute,
  path: 'sign-in',
  component: SignInPage,
});

/** Another account on this desktop, while the current one stays signed in. */
export const addAccountRoute = createRoute({
  getParentRoute: () => memberLayoutRoute,
  path: 'add-account',
  component: () => <SignInPage adding />,
});

export const defineRoleRoute = createRoute({
  getParentRoute: () => choosingRoleLayoutRoute,
  path: 'define-role',
  component: DefineRolePage,
});
