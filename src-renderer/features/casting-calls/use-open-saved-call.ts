import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import type { CastingCall } from '../../../src-shared/domain/casting-call';
import { navigationHistoryAtom } from '../../navigation/history-atoms';

/**
 * After a save the form is done: the call's page replaces it, in the router and in the app's
 * back trail. Otherwise back (which skips view_casting_call) would land on the form again and a
 * second save of `/casting-calls/new` would create the call twice.
 */
export function useOpenSavedCall(): (call: CastingCall) => void {
  const navigate = useNavigate();
  const setHistory = useSetAtom(navigationHistoryAtom);
  const formHref = useRouterState({ select: (state) => state.location.href });
  return useCallback(
    (call) => {
      setHistory((history) => (history.at(-1)?.href === formHref ? history.slice(0, -1) : history));
      void navigate({ to: '/view_casting_call/$id', params: { id: call.id }, replace: true });
    },
    [formHref, navigate, setHistory],
  );
}
