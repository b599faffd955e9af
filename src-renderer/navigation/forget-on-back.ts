import type { AppStore } from '../app/app-store';

type Forget = (store: AppStore) => void;

const forgetters = new Set<Forget>();

/**
 * What the back rule (docs/PRODUCT.md §2.1) and an account change forget besides the trail: a
 * feature's unsaved screen state, such as the wizard's drafts. A feature adds its own when its
 * code loads, so the shell never imports it for this: a feature not loaded yet has nothing to
 * forget, and the start-up bundle carries none of its screens.
 */
export function forgetOnBack(forget: Forget): void {
  forgetters.add(forget);
}

export function forgetScreenState(store: AppStore): void {
  for (const forget of forgetters) forget(store);
}
