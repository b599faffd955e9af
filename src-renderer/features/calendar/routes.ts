import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { shellLayoutRoute } from '../../router/layout-routes';

/**
 * Issue 31, both roles: the month view of every due date and planned publishing date of the
 * account's collaborations, and "Agregar al calendario".
 */
export const calendarRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: 'calendar',
  staticData: { routeName: 'calendar' },
  component: lazyRouteComponent(() => import('./CalendarPage'), 'CalendarPage'),
});
