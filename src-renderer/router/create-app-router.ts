import { createHashHistory, createRouter, type RouterHistory } from '@tanstack/react-router';
import type { AppStore } from '../app/app-store';
import type { AppRouteName } from './route-names';
import { RoutePending } from './RoutePending';
import { routeTree } from './route-tree';

export interface AppRouterOptions {
  store: AppStore;
  /** Hash history in the app (file and custom-protocol URLs have no server); memory in tests. */
  history?: RouterHistory;
}

export function createAppRouter({ store, history = createHashHistory() }: AppRouterOptions) {
  return createRouter({
    routeTree,
    history,
    context: { store },
    defaultPreload: false,
    // Feature pages are split into their own chunks: this shows while one loads (after 1 s).
    defaultPendingComponent: RoutePending,
    scrollRestoration: true,
    // The signed-in shell scrolls its content column, not the window. The router carries every
    // scrolled element's offset over to the next page (right for the side nav), so without this
    // a page opened from the bottom of another opened as far down (issue 34: a wizard step 222 px
    // below its heading at 1024×640). New pages start the column at the top, as a window would;
    // back and forward still restore where the person was.
    scrollToTopSelectors: ['.app-shell__body'],
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
  interface StaticDataRouteOption {
    /** The spec's name for the route; only named routes enter the navigation history. */
    routeName?: AppRouteName;
  }
}
