import { createRootRouteWithContext, lazyRouteComponent, Outlet } from '@tanstack/react-router';
import { RouteErrorPage } from './RouteErrorPage';
import type { RouterContext } from './router-context';

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  // Rarely seen, so its page (and the icon set it draws from) stays out of the start-up bundle.
  notFoundComponent: lazyRouteComponent(() => import('./NotFoundPage'), 'NotFoundPage'),
  errorComponent: RouteErrorPage,
});
