import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import type { ListPage } from '../../../src-shared/api/envelope';
import type { CreatorCard } from '../../../src-shared/domain/finder';
import { offlineSavedAt } from '../../../src-shared/domain/offline-copy';
import {
  appendPage,
  hasMorePages,
  NO_PAGES,
  removeItem,
  updateItem,
  type LoadedPages,
} from './search-pages';

export type PagedCreatorsState =
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
      /** Offline: when the oldest page shown was saved in the account's copy; null when live. */
      savedAt: string | null;
    };

export interface PagedCreators {
  state: PagedCreatorsState;
  /** Asks for the next page; repeated calls while it loads ask for nothing more. */
  loadMore: () => void;
  retryMore: () => void;
  /** Reads the whole list again from page 1. */
  retry: () => void;
  /** Changes a listed creator in place (saved to or taken off the shortlist). */
  updateCreator: (id: string, patch: Partial<CreatorCard>) => void;
  /** Takes a creator off the list, as the server already has. */
  removeCreator: (id: string) => void;
}

/** The pages read for one list (`key`) and run (`run`); answers for another are stale. */
interface Session extends LoadedPages {
  key: string;
  run: number;
  error: unknown;
  failed: boolean;
  /** A page has answered: from then on the list is ready, even when emptied by removals. */
  answered: boolean;
  savedAt: string | null;
}

/** The older of two saved times: a list is as old as its oldest page. */
function olderOf(a: string | null, b: string | null): string | null {
  if (a === null || b === null) return a ?? b;
  return a < b ? a : b;
}

/**
 * A list of creators the core API pages (the finder's results, the shortlist), 20 at a time.
 * A new `key` starts over from page 1, and the answer to any key or run but the current one is
 * dropped. Pages are read by an effect from how many the list has asked for, so asking twice
 * while one loads costs nothing. Nothing is read while `enabled` is false.
 */
export function usePagedCreators(
  key: string,
  readPage: (page: number) => Promise<ListPage<CreatorCard>>,
  enabled = true,
): PagedCreators {
  const [run, setRun] = useState(0);
  const [session, setSession] = useState<Session | null>(null);
  const [wanted, setWanted] = useState({ key, run, pages: 1 });
  const read = useEffectEvent(readPage);

  const own = session?.key === key && session.run === run ? session : null;
  const pagesWanted = wanted.key === key && wanted.run === run ? wanted.pages : 1;
  const nextPage = own ? own.pages + 1 : 1;
  const shouldRead =
    enabled && (own === null || (!own.failed && own.pages < pagesWanted && hasMorePages(own)));

  useEffect(() => {
    if (!shouldRead) return undefined;
    let current = true;
    const mine = (previous: Session | null) =>
      previous?.key === key && previous.run === run ? previous : null;
    read(nextPage).then(
      (page) => {
        if (!current) return;
        setSession((previous) => ({
          ...appendPage(mine(previous) ?? NO_PAGES, page),
          key,
          run,
          error: null,
          failed: false,
          answered: true,
          savedAt: olderOf(mine(previous)?.savedAt ?? null, offlineSavedAt(page)),
        }));
      },
      (error: unknown) => {
        if (!current) return;
        setSession((previous) => ({
          ...(mine(previous) ?? NO_PAGES),
          key,
          run,
          error,
          failed: true,
          answered: mine(previous)?.answered ?? false,
          savedAt: mine(previous)?.savedAt ?? null,
        }));
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

  const updateCreator = useCallback(
    (id: string, patch: Partial<CreatorCard>) =>
      setSession((previous) => previous && { ...previous, ...updateItem(previous, id, patch) }),
    [],
  );

  const removeCreator = useCallback(
    (id: string) =>
      setSession((previous) => previous && { ...previous, ...removeItem(previous, id) }),
    [],
  );

  return {
    state: stateOf(own, pagesWanted),
    loadMore,
    retryMore,
    retry,
    updateCreator,
    removeCreator,
  };
}

function stateOf(own: Session | null, pagesWanted: number): PagedCreatorsState {
  if (own === null) return { status: 'loading' };
  if (!own.answered) {
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
    savedAt: own.savedAt,
  };
}
