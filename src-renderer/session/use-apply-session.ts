import { useNavigate, useRouter, type UseNavigateResult } from '@tanstack/react-router';
import { useStore } from 'jotai';
import { useCallback } from 'react';
import type { SessionState } from '../../src-shared/bridge/contract';
import { sessionAtom } from './session-atoms';
import { sameActiveUser } from './start-session';
import {
  destinationFor,
  HOME_PATH,
  type SessionDestination,
  type WELCOME_PATH,
} from './session-destination';

/**
 * Opens a screen of the account just applied instead of its home (the agency desk opening a line
 * in its own account). Only a member session lands there; any other goes where it belongs.
 */
export type SessionLanding = (navigate: UseNavigateResult<string>) => Promise<void>;

export type ApplySession = (
  session: SessionState,
  destination?: SessionDestination | typeof WELCOME_PATH | SessionLanding,
) => void;

/**
 * Stores a session main answered with and moves to where it belongs (or to `destination`). The
 * store is updated first, so the destination's guard already sees the new session.
 */
export function useApplySession(): ApplySession {
  const store = useStore();
  const navigate = useNavigate();
  const router = useRouter();
  return useCallback(
    (session, destination) => {
      // Main's `sessionChanged` usually got here first with the same session (a switch): storing
      // an equal one again, or going to the screen already shown, would render everything twice.
      if (!sameSession(store.get(sessionAtom), session)) store.set(sessionAtom, session);
      const home = destinationFor(session);
      if (typeof destination === 'function') {
        // The landing replaces home, not the session's own place: a session without a role
        // still goes to choose one.
        if (home === HOME_PATH) void destination(navigate);
        else void navigate({ to: home, replace: true });
        return;
      }
      const to = destination ?? home;
      if (router.state.location.href === to) return;
      void navigate({ to, replace: true });
    },
    [store, navigate, router],
  );
}

/** The same session as far as any screen can tell (main answers new objects each time). */
function sameSession(a: SessionState, b: SessionState): boolean {
  return (
    a === b || (sameActiveUser(a, b) && JSON.stringify(a.accounts) === JSON.stringify(b.accounts))
  );
}
