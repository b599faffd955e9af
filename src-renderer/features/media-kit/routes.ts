import { createRoute } from '@tanstack/react-router';
import { shellLayoutRoute } from '../../router/layout-routes';
import { requireRole } from '../../router/require-role';
import { MediaKitPage } from './MediaKitPage';

export const mediaKitRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: 'media-kit',
  staticData: { routeName: 'media-kit' },
  beforeLoad: requireRole('influencer'),
  component: MediaKitPage,
});
