import { useRouter, useRouterState } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { recordVisitAtom } from './history-atoms';

/**
 * Records every settled location whose route carries a spec name (`staticData.routeName`).
 * Screens without one (sign-in, define-role, welcome) are never a place to go back to.
 *
 * Only a settled location counts: while a navigation is under way, `resolvedLocation` is still
 * the screen being left while the matches are already the new one's. The shell mounts at that
 * instant when the app enters it (welcome → home_search), and recording then would file the
 * welcome screen's address under home's name, a place "Volver" would lead back to.
 */
export function useRecordVisits(): void {
  const router = useRouter();
  const recordVisit = useSetAtom(recordVisitAtom);
  const href = useRouterState({
    select: (state) =>
      state.status === 'idle' && state.resolvedLocation?.href === state.location.href
        ? state.resolvedLocation.href
        : undefined,
  });

  useEffect(() => {
    if (href === undefined) return;
    const leaf = router.state.matches.at(-1);
    const name = leaf?.staticData.routeName;
    if (!leaf || !name) return;
    recordVisit({
      name,
      href,
      params: leaf.params as Readonly<Record<string, string>>,
      search: leaf.search as Readonly<Record<string, unknown>>,
    });
  }, [href, router, recordVisit]);
}
