import { viewCastingCallRoute } from '../features/casting-calls/routes';
import { addAccountRoute, defineRoleRoute, signInRoute } from '../features/auth/routes';
import { homeSearchRoute } from '../features/home/routes';
import { myWorkRoute } from '../features/my-work/routes';
import { publicProfileRoute } from '../features/onboarding/routes';
import { socialSettingsRoute } from '../features/account-settings/routes';
import { viewProposalRoute } from '../features/proposals/routes';
import { welcomeRoute } from '../features/welcome/routes';
import {
  choosingRoleLayoutRoute,
  guestLayoutRoute,
  indexRoute,
  memberLayoutRoute,
  shellLayoutRoute,
} from './layout-routes';
import { rootRoute } from './root-route';

export const routeTree = rootRoute.addChildren([
  indexRoute,
  guestLayoutRoute.addChildren([signInRoute]),
  choosingRoleLayoutRoute.addChildren([defineRoleRoute]),
  memberLayoutRoute.addChildren([
    welcomeRoute,
    addAccountRoute,
    shellLayoutRoute.addChildren([
      homeSearchRoute,
      viewProposalRoute,
      viewCastingCallRoute,
      publicProfileRoute,
      myWorkRoute,
      socialSettingsRoute,
    ]),
  ]),
]);
