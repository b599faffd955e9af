import type { SessionExpiredEvent, SessionState } from '../../src-shared/bridge/contract';
import type { AppStore } from '../app/app-store';
import { call, subscribe } from '../bridge/client';
import { expireAccount } from './expire-account';
import { sessionAtom, sessionLoadErrorAtom, sessionLoadStatusAtom } from './session-atoms';

export interface SessionLifecycleHooks {
  /** The active account's session expired; the local session is already signed out. */
  onActiveExpired: (event: SessionExpiredEvent) => void;
  /** Main replaced the session (another window, account switch, sign-out elsewhere). */
  onChanged: () => void;
}

/** Runs the start-up `getSession`; the loader shows while `sessionLoadStatusAtom` is 'loading'. */
export async function loadSession(store: AppStore): Promise<void> {
  store.set(sessionLoadStatusAtom, 'loading');
  try {
    store.set(sessionAtom, await call('getSession'));
    store.set(sessionLoadStatusAtom, 'ready');
  } catch (error) {
    store.set(sessionLoadErrorAtom, error);
    store.set(sessionLoadStatusAtom, 'failed');
  }
}

/** Subscribes to main's session events, then loads the session. Returns the cleanup. */
export function startSession(store: AppStore, hooks: SessionLifecycleHooks): () => void {
  let unsubscribes: Array<() => void>;
  try {
    unsubscribes = subscribeToSessionEvents(store, hooks);
  } catch {
    // No bridge at all: the same failure screen as a failed getSession, with its retry.
    store.set(sessionLoadErrorAtom, null);
    store.set(sessionLoadStatusAtom, 'failed');
    return () => {};
  }
  void loadSession(store);
  return () => unsubscribes.forEach((unsubscribe) => unsubscribe());
}

/**
 * The same active account and user, as far as any screen can tell (main sends new objects each
 * time): what the route guards read.
 */
export function sameActiveUser(a: SessionState, b: SessionState): boolean {
  return (
    a === b ||
    (a.activeAccountId === b.activeAccountId && JSON.stringify(a.user) === JSON.stringify(b.user))
  );
}

function subscribeToSessionEvents(
  store: AppStore,
  hooks: SessionLifecycleHooks,
): Array<() => void> {
  const unsubscribeExpired = subscribe('sessionExpired', (event) => {
    const { session, activeExpired } = expireAccount(store.get(sessionAtom), event.accountId);
    store.set(sessionAtom, session);
    if (activeExpired) hooks.onActiveExpired(event);
  });
  const unsubscribeChanged = subscribe('sessionChanged', (session) => {
    const before = store.get(sessionAtom);
    store.set(sessionAtom, session);
    store.set(sessionLoadStatusAtom, 'ready');
    // The guards read the active account and its user. A sync that only stamps an account's
    // age or name (every few minutes per account on an agency desk) re-renders the switcher
    // through the atom, not every screen through the router.
    if (!sameActiveUser(before, session)) hooks.onChanged();
  });
  return [unsubscribeExpired, unsubscribeChanged];
}
