import { useState } from 'react';
import type { ListPage } from '../../src-shared/api/envelope';
import { useRemoteData, type RemoteState } from './use-remote-data';

export interface PagedList<T> {
  /** The first page's state; once ready, `items` holds it and every page read after it. */
  state: RemoteState<ListPage<T>>;
  items: T[];
  hasMore: boolean;
  loadingMore: boolean;
  /** Why the last "more" failed, until the next try. */
  moreError: unknown;
  loadMore: () => void;
  reload: () => void;
}

interface MorePages<T> {
  /** The first page these follow; a new first page (reload, other filter) drops them. */
  first: ListPage<T>;
  pages: ListPage<T>[];
}

/** A list the core API pages (20 at a time): the first page on `key`, further pages on demand. */
export function usePagedList<T>(
  key: string,
  loadPage: (page: number) => Promise<ListPage<T>>,
): PagedList<T> {
  const { state, reload } = useRemoteData(key, () => loadPage(1));
  const [more, setMore] = useState<MorePages<T> | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<unknown>(null);

  const first = state.status === 'ready' ? state.data : null;
  const extra = first && more?.first === first ? more.pages : [];
  const items = first ? [...first.results, ...extra.flatMap((page) => page.results)] : [];
  const lastPage = extra.at(-1) ?? first;
  const hasMore =
    first !== null &&
    lastPage !== null &&
    lastPage.results.length > 0 &&
    items.length < first.count;

  const loadMore = () => {
    if (!first || loadingMore) return;
    setLoadingMore(true);
    setMoreError(null);
    loadPage(extra.length + 2).then(
      (page) => {
        setMore({ first, pages: [...extra, page] });
        setLoadingMore(false);
      },
      (error: unknown) => {
        setMoreError(error);
        setLoadingMore(false);
      },
    );
  };

  return { state, items, hasMore, loadingMore, moreError, loadMore, reload };
}
