import { useRouter } from '@tanstack/react-router';
import { useSetAtom, useStore } from 'jotai';
import { useCallback } from 'react';
import type { SessionState } from '../../src-shared/bridge/contract';
import { call } from '../bridge/client';
import { sessionAtom } from './session-atoms';
import { announceSwitchStarting } from './switch-intent';
import { destinationFor, HOME_PATH } from './session-destination';
import { useApplySession, type SessionLanding } from './use-apply-session';

/**
 * Makes another signed-in account the active one. Main answers from the account's cached
 * session, so the next screen renders from that answer at once. Without `landing` the account
 * opens at its home (the account switcher); with it, at the screen it opens (the agency desk's
 * lines), and home is never shown on the way. A screen the person opened while main answered
 * wins over both (issue 34): the switch then only changes the account under it. Throws the
 * bridge's error when main refuses.
 */
export function useSwitchAccount(): (
  accountId: string,
  landing?: SessionLanding,
) => Promise<SessionState> {
  const applySession = useApplySession();
  const setSession = useSetAtom(sessionAtom);
  const store = useStore();
  const router = useRouter();
  return useCallback(
    async (accountId, landing) => {
      let navigated = false;
      // Reloads of the same screen (the session's own invalidation) are not a navigation.
      const stopWatching = router.subscribe('onBeforeNavigate', (event) => {
        if (event.hrefChanged) navigated = true;
      });
      const account = store.get(sessionAtom).accounts.find((known) => known.id === accountId);
      let session: SessionState;
      try {
        const switched = call('switchAccount', { accountId });
        if (account) announceSwitchStarting(account);
        session = await switched;
      } finally {
        stopWatching();
      }
      // Only a member session can stay where the person went; any other goes where it belongs.
      if (navigated && destinationFor(session) === HOME_PATH) setSession(session);
      else applySession(session, landing);
      return session;
    },
    [applySession, setSession, router, store],
  );
}
