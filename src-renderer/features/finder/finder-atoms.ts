import { atom, useAtom, useAtomValue } from 'jotai';
import { useCallback } from 'react';
import type { FinderSort } from '../../../src-shared/domain/finder';
import { currentUserAtom } from '../../session/session-atoms';
import { EMPTY_FILTERS, type FinderFilters } from './finder-filters';

interface OwnedSearch {
  /** Whose search this is: another signed-in account starts from an empty finder. */
  ownerId: string | null;
  filters: FinderFilters;
  /** Undefined: the finder's own order (category, then followers). */
  sort: FinderSort | undefined;
}

const EMPTY_SEARCH = { filters: EMPTY_FILTERS, sort: undefined } as const;

/** Outlives the page, so coming back from a creator's profile finds the same search. */
const finderSearchAtom = atom<OwnedSearch>({ ownerId: null, ...EMPTY_SEARCH });

function useOwnedSearch() {
  const ownerId = useAtomValue(currentUserAtom)?.id ?? null;
  const [owned, setOwned] = useAtom(finderSearchAtom);
  const mine = owned.ownerId === ownerId ? owned : { ownerId, ...EMPTY_SEARCH };
  return { ownerId, mine, setOwned };
}

export function useFinderFilters(): [FinderFilters, (filters: FinderFilters) => void] {
  const { ownerId, mine, setOwned } = useOwnedSearch();
  const setFilters = useCallback(
    (filters: FinderFilters) =>
      setOwned((previous) => ({
        ownerId,
        filters,
        sort: previous.ownerId === ownerId ? previous.sort : undefined,
      })),
    [ownerId, setOwned],
  );
  return [mine.filters, setFilters];
}

/** The order the results are read in; the filters are kept when it changes, and vice versa. */
export function useFinderSort(): [FinderSort | undefined, (sort: FinderSort | undefined) => void] {
  const { ownerId, mine, setOwned } = useOwnedSearch();
  const setSort = useCallback(
    (sort: FinderSort | undefined) =>
      setOwned((previous) => ({
        ownerId,
        filters: previous.ownerId === ownerId ? previous.filters : EMPTY_FILTERS,
        sort,
      })),
    [ownerId, setOwned],
  );
  return [mine.sort, setSort];
}
