import {
  castingCallsRoute,
  editCastingCallRoute,
  newCastingCallRoute,
  viewCastingCallRoute,
} from '../features/casting-calls/routes';
import { agencyRoute } from '../features/agency/routes';
import { addAccountRoute, defineRoleRoute, signInRoute } from '../features/auth/routes';
import { brandsRoute } from '../features/brands/routes';
import { calendarRoute } from '../features/calendar/routes';
import { briefcaseRoute } from '../features/briefcase/routes';
import { companySettingsRoute } from '../features/company/routes';
import { creatorProfileRoute } from '../features/creator/routes';
import { homeSearchRoute } from '../features/home/routes';
import { myWorkRoute } from '../features/my-work/routes';
import { publicProfileRoute } from '../features/onboarding/routes';
import { profileByHandleRoute } from '../features/public-profile/routes';
import { socialSettingsRoute } from '../features/account-settings/routes';
import { securitySettingsRoute } from '../features/account-security/routes';
import { billingRoute, transactionsRoute } from '../features/billing/routes';
import { pricingRoute } from '../features/pricing/routes';
import { mediaKitRoute } from '../features/media-kit/routes';
import { proposalsRoute, viewProposalRoute } from '../features/proposals/routes';
import { collaborationsRoute, viewCollaborationRoute } from '../features/collaborations/routes';
import { settingsRoute } from '../features/settings/routes';
import { imageStudioRoute } from '../features/image-studio/routes';
import { storiesRoute } from '../features/stories/routes';
import { monitorRoute } from '../features/monitor/routes';
import { shortlistRoute } from '../features/shortlist/routes';
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
      castingCallsRoute,
      newCastingCallRoute,
      editCastingCallRoute,
      proposalsRoute,
      collaborationsRoute,
      viewCollaborationRoute,
      publicProfileRoute,
      profileByHandleRoute,
      myWorkRoute,
      socialSettingsRoute,
      companySettingsRoute,
      brandsRoute,
      creatorProfileRoute,
      briefcaseRoute,
      pricingRoute,
      mediaKitRoute,
      billingRoute,
      transactionsRoute,
      securitySettingsRoute,
      settingsRoute,
      imageStudioRoute,
      storiesRoute,
      monitorRoute,
      shortlistRoute,
      calendarRoute,
      agencyRoute,
    ]),
  ]),
]);
