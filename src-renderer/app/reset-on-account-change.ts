import { forgetScreenState } from '../navigation/forget-on-back';
import { navigationHistoryAtom } from '../navigation/history-atoms';
import { sessionAtom } from '../session/session-atoms';
import type { AppStore } from './app-store';

/**
 * Another person's trail and drafts must never leak into the next account's screens, so both are
 * dropped whenever the active user changes (sign-out, sign-in, account switch, expiry).
 */
export function resetPerAccountStateOnUserChange(store: AppStore): () => void {
  let previousUserId = store.get(sessionAtom).user?.id ?? null;
  return store.sub(sessionAtom, () => {
    const userId = store.get(sessionAtom).user?.id ?? null;
    if (userId === previousUserId) return;
    previousUserId = userId;
    store.set(navigationHistoryAtom, []);
    forgetScreenState(store);
  });
}
