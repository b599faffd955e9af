import { useCallback, useEffect, useState } from 'react';
import type { CreatorCard } from '../../../src-shared/domain/finder';
import { call } from '../../bridge/client';
import type { FinderSearchFilters } from './finder-filters';
import {
  appendPage,
  FINDER_PAGE_SIZE,
  hasMorePages,
  NO_PAGES,
  type LoadedPages,
} from './search-pages';

export type CreatorSearchState =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown }
  | {
      status: 'ready';
      creators: CreatorCard[];
      count: number;
      hasMore: boolean;
      loadingMore: boolean;
      /** The next page could not be read; `retryMore` asks for it again. */
      moreError: unknown;
    };

export interface CreatorSearch {
  state: CreatorSearchState;
  /** Asks for the next page; repeated calls while it loads ask for nothing more. */
  loadMore: () => void;
  retryMore: () => void;
  /** Runs the whole search again from page 1. */
  retry: () => void;
}

/** The pages read for one search (`key`) and run (`run`); answers for another are stale. */
interface Session extends LoadedPages {
  key: string;
  run: number;
  error: unknown;
  failed: boolean;
}

/**
 * The finder's results, 20 at a time. A new query starts over from page 1; main cancels the
 * search still running, and the answer to any query or run but the current one is dropped.
 * Pages are read by an effect from how many the list has asked for, so asking twice while one
 * loads costs nothing.
 */
export function useCreatorSearch(filters: FinderSearchFilters): CreatorSearch {
  const key = JSON.stringify(filters);
  const [run, setRun] = useState(0);
  const [session, setSession] = useState<Session | null>(null);
  const [wanted, setWanted] = useState({ key, run, pages: 1 });

  const own = session?.key === key && session.run === run ? session : null;
  const pagesWanted = wanted.key === key && wanted.run === run ? wanted.pages : 1;
  const nextPage = own ? own.pages + 1 : 1;
  const shouldRead = own === null || (!own.failed && own.pages < pagesWanted && hasMorePages(own));

  useEffect(() => {
    if (!shouldRead) return undefined;
    let current = true;
    const query = JSON.parse(key) as FinderSearchFilters;
    call('searchCreators', { ...query, page: nextPage, size_page: FINDER_PAGE_SIZE }).then(
      (page) => {
        if (!current) return;
        setSession((previous) => {
          const base = previous?.key === key && previous.run === run ? previous : null;
          return {
            ...appendPage(base ?? NO_PAGES, page),
            key,
            run,
            error: null,
            failed: false,
          };
        });
      },
      (error: unknown) => {
        if (!current) return;
        setSession((previous) => {
          const base = previous?.key === key && previous.run === run ? previous : null;
          return { ...(base ?? NO_PAGES), key, run, error, failed: true };
        });
      },
    );
    return () => {
      current = false;
    };
  }, [key, run, nextPage, shouldRead]);

  const canLoadMore = own !== null && !own.failed && hasMorePages(own);
  const ownPages = own?.pages ?? 0;
  const loadMore = useCallback(() => {
    if (!canLoadMore) return;
    setWanted((previous) =>
      previous.key === key && previous.run === run && previous.pages > ownPages
        ? previous
        : { key, run, pages: ownPages + 1 },
    );
  }, [canLoadMore, key, run, ownPages]);

  const retryMore = useCallback(() => {
    setSession((previous) =>
      previous?.key === key && previous.run === run ? { ...previous, failed: false } : previous,
    );
  }, [key, run]);

  const retry = useCallback(() => setRun((count) => count + 1), []);

  return { state: stateOf(own, pagesWanted), loadMore, retryMore, retry };
}

function stateOf(own: Session | null, pagesWanted: number): CreatorSearchState {
  if (own === null) return { status: 'loading' };
  if (own.pages === 0) {
    return own.failed ? { status: 'failed', error: own.error } : { status: 'loading' };
  }
  const hasMore = hasMorePages(own);
  return {
    status: 'ready',
    creators: own.items,
    count: own.count,
    hasMore,
    loadingMore: hasMore && !own.failed && own.pages < pagesWanted,
    moreError: own.failed ? own.error : null,
  };
}
