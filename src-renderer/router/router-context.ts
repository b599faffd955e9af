import type { AppStore } from '../app/app-store';

/** What every route's `beforeLoad` receives: guards read the session straight from the store. */
export interface RouterContext {
  store: AppStore;
}
