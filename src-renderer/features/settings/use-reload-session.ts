import { useRouter } from '@tanstack/react-router';
import { useStore } from 'jotai';
import { useCallback } from 'react';
import { call } from '../../bridge/client';
import { sessionAtom } from '../../session/session-atoms';

/**
 * After the server changes, the accounts signed in on it may differ: read the session again and
 * let the guards move the screen (to sign-in when none is left). Unlike the start-up load, the
 * screen stays up meanwhile.
 */
export function useReloadSession(): () => Promise<void> {
  const store = useStore();
  const router = useRouter();
  return useCallback(async () => {
    try {
      store.set(sessionAtom, await call('getSession'));
    } catch {
      // Main also announces the new session with `sessionChanged`; that one will do.
      return;
    }
    await router.invalidate();
  }, [store, router]);
}
