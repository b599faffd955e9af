import { createMemoryHistory, type RouterHistory } from '@tanstack/react-router';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { BridgeApi } from '../../src-shared/bridge/api';
import { App } from '../app/App';
import { createAppStore, type AppStore } from '../app/app-store';
import { preloadRouteComponents } from '../router/preload-route-components';
import { routeTree } from '../router/route-tree';
import { installFakeBridge, type FakeBridge } from './fake-bridge';

// Pages are lazy routes: load them all while the test file loads, as the static imports did.
await preloadRouteComponents(routeTree);

export interface RenderedApp extends RenderResult {
  bridge: FakeBridge;
  store: AppStore;
  history: RouterHistory;
  user: UserEvent;
  /** The in-app path currently shown, e.g. `/home_search`. */
  currentPath: () => string;
}

/** Renders the whole app on a memory history at `path`, talking to a fake bridge. */
export function renderApp(path: string, bridgeOverrides: Partial<BridgeApi> = {}): RenderedApp {
  const bridge = installFakeBridge(bridgeOverrides);
  const store = createAppStore();
  const history = createMemoryHistory({ initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(<App history={history} store={store} />);
  return {
    ...view,
    bridge,
    store,
    history,
    user,
    currentPath: () => history.location.pathname,
  };
}
