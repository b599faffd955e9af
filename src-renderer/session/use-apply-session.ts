import { useNavigate } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import type { SessionState } from '../../src-shared/bridge/contract';
import { sessionAtom } from './session-atoms';
import { destinationFor, type SessionDestination, type WELCOME_PATH } from './session-destination';

export type ApplySession = (
  session: SessionState,
  destination?: SessionDestination | typeof WELCOME_PATH,
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
      void navigate({ to: destination ?? destinationFor(session), replace: true });
    },
    [setSession, navigate],
  );
}
