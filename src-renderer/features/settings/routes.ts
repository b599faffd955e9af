import { createRoute } from '@tanstack/react-router';
import { shellLayoutRoute } from '../../router/layout-routes';
import { SettingsPage } from './SettingsPage';

export const settingsRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: 'settings',
  staticData: { routeName: 'settings' },
  component: SettingsPage,
});
