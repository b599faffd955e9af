import { atom, useAtom, useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { currentUserAtom } from '../../session/session-atoms';
import { EMPTY_FILTERS, type FinderFilters } from './finder-filters';

interface OwnedFilters {
  /** Whose search this is: another signed-in account starts from an empty finder. */
  ownerId: string | null;
  filters: FinderFilters;
}

/** Outlives the page, so coming back from a creator's profile finds the same search. */
const finderFiltersAtom = atom<OwnedFilters>({ ownerId: null, filters: EMPTY_FILTERS });

export function useFinderFilters(): [FinderFilters, (filters: FinderFilters) => void] {
  const ownerId = useAtomValue(currentUserAtom)?.id ?? null;
  const [owned, setOwned] = useAtom(finderFiltersAtom);
  const filters = owned.ownerId === ownerId ? owned.filters : EMPTY_FILTERS;
  const setFilters = useCallback(
    (next: FinderFilters) => setOwned({ ownerId, filters: next }),
    [ownerId, setOwned],
  );
  return [filters, setFilters];
}
