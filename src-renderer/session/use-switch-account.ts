import { useCallback } from 'react';
import type { SessionState } from '../../src-shared/bridge/contract';
import { call } from '../bridge/client';
import { useApplySession, type SessionLanding } from './use-apply-session';

/**
 * Makes another signed-in account the active one. Main answers from the account's cached
 * session, so the next screen renders from that answer at once. Without `landing` the account
 * opens at its home (the account switcher); with it, at the screen it opens (the agency desk's
 * lines), and home is never shown on the way. Throws the bridge's error when main refuses.
 */
export function useSwitchAccount(): (
  accountId: string,
  landing?: SessionLanding,
) => Promise<SessionState> {
  const applySession = useApplySession();
  return useCallback(
    async (accountId, landing) => {
      const session = await call('switchAccount', { accountId });
      applySession(session, landing);
      return session;
    },
    [applySession],
  );
}
