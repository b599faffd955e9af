import { useState } from 'react';
import type { PagedCreatorsState } from './use-paged-creators';

type ReadyState = Extract<PagedCreatorsState, { status: 'ready' }>;

/** What the list shows: the current results, or the last ones while another search loads. */
export type ResultsOnScreen =
  | Exclude<PagedCreatorsState, ReadyState>
  | (ReadyState & {
      /** The search these results answer; a new one brings the list back to its top. */
      key: string;
      /** Shown while the search for another key is still out. */
      stale: boolean;
    });

/**
 * While another search loads, the last results stay on screen (marked stale) instead of a
 * skeleton: the header a keyboard user just sorted by keeps its focus, and nothing flashes.
 */
export function useResultsOnScreen(state: PagedCreatorsState, key: string): ResultsOnScreen {
  const [last, setLast] = useState<(ReadyState & { key: string }) | null>(null);
  if (state.status === 'ready' && (last?.creators !== state.creators || last.key !== key)) {
    setLast({ ...state, key });
  }
  if (state.status === 'ready') return { ...state, key, stale: false };
  if (state.status === 'loading' && last && last.creators.length > 0) {
    // Nothing more is read for a search being replaced.
    return { ...last, hasMore: false, loadingMore: false, moreError: null, stale: true };
  }
  return state;
}
