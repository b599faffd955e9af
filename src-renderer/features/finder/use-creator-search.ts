import type { BridgeArgs } from '../../../src-shared/bridge/contract';
import { call } from '../../bridge/client';
import { FINDER_PAGE_SIZE } from './search-pages';
import {
  usePagedCreators,
  type PagedCreators,
  type PagedCreatorsState,
} from './use-paged-creators';

export type CreatorSearchState = PagedCreatorsState;
export type CreatorSearch = PagedCreators;

/** The search as `searchCreators` takes it, paging aside: the filters and the order. */
export type CreatorSearchQuery = Omit<BridgeArgs<'searchCreators'>, 'page' | 'size_page'>;

/**
 * The finder's results, 20 at a time. A new query starts over from page 1; main cancels the
 * search still running, and the answer to any query or run but the current one is dropped.
 * While `enabled` is false (a filter cannot be searched for) nothing is sent.
 */
export function useCreatorSearch(query: CreatorSearchQuery, enabled = true): CreatorSearch {
  return usePagedCreators(
    JSON.stringify(query),
    (page) => call('searchCreators', { ...query, page, size_page: FINDER_PAGE_SIZE }),
    enabled,
  );
}
