import { createRoute } from '@tanstack/react-router';
import { memberLayoutRoute } from '../../router/layout-routes';
import { WelcomePage } from './WelcomePage';

/** Shown once, after sign-up and role choice; outside the shell so nothing distracts from it. */
export const welcomeRoute = createRoute({
  getParentRoute: () => memberLayoutRoute,
  path: 'welcome',
  component: WelcomePage,
});
