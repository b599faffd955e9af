import { useNavigate, type UseNavigateResult } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import type { SessionState } from '../../src-shared/bridge/contract';
import { sessionAtom } from './session-atoms';
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
  const setSession = useSetAtom(sessionAtom);
  const navigate = useNavigate();
  return useCallback(
    (session, destination) => {
      setSession(session);
      const home = destinationFor(session);
      if (typeof destination === 'function') {
        // The landing replaces home, not the session's own place: a session without a role
        // still goes to choose one.
        if (home === HOME_PATH) void destination(navigate);
        else void navigate({ to: home, replace: true });
        return;
      }
      void navigate({ to: destination ?? home, replace: true });
    },
    [setSession, navigate],
  );
}
