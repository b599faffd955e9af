import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { shellLayoutRoute } from '../../router/layout-routes';

/** Also the return point of the social networks' OAuth sign-ins (docs/PRODUCT.md §2). */
export const socialSettingsRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: 'account-setting/social',
  staticData: { routeName: 'account-setting/social' },
  component: lazyRouteComponent(() => import('./SocialSettingsPage'), 'SocialSettingsPage'),
});
