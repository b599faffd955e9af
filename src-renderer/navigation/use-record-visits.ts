import { useRouter, useRouterState } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { recordVisitAtom } from './history-atoms';

/**
 * Records every settled location whose route carries a spec name (`staticData.routeName`).
 * Screens without one (sign-in, define-role, welcome) are never a place to go back to.
 */
export function useRecordVisits(): void {
  const router = useRouter();
  const recordVisit = useSetAtom(recordVisitAtom);
  const href = useRouterState({ select: (state) => state.resolvedLocation?.href });

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
