import { createRoute } from '@tanstack/react-router';
import { choosingRoleLayoutRoute, guestLayoutRoute } from '../../router/layout-routes';
import { DefineRolePage } from './DefineRolePage';
import { SignInPage } from './SignInPage';

export const signInRoute = createRoute({
  getParentRoute: () => guestLayoutRoute,
  path: 'sign-in',
  component: SignInPage,
});

export const defineRoleRoute = createRoute({
  getParentRoute: () => choosingRoleLayoutRoute,
  path: 'define-role',
  component: DefineRolePage,
});
