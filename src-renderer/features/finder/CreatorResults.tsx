import { useRef, type ReactNode } from 'react';
import type { CreatorCard } from '../../../src-shared/domain/finder';
import { CreatorCardView } from './CreatorCardView';
import { ResultsMore } from './ResultsMore';
import { useResultsVirtualizer } from './use-results-virtualizer';
import './CreatorResults.css';

/**
 * A card's usual height plus the gap under it; a long name wraps and makes its card taller (rows
 * are measured once drawn).
 */
export const RESULT_ROW_HEIGHT = 148;

/** What every creator list (cards or table) is given: the creators read so far and paging. */
export interface CreatorListProps {
  creators: readonly CreatorCard[];
  count: number;
  hasMore: boolean;
  loadingMore: boolean;
  moreError: unknown;
  onLoadMore: () => void;
  onRetryMore: () => void;
  /** Already translated: the list's accessible name. */
  label: string;
  /** The button a creator gets (save to the shortlist, take off it). */
  action: (creator: CreatorCard) => ReactNode;
  /** Which search the creators answer: a new one starts at the top. */
  scrollKey?: string | undefined;
  /** These results are being replaced by another search's. */
  busy?: boolean;
}

/** The results as a virtualized list of cards; nearing the end asks for the next page. */
export function CreatorResults({
  creators,
  count,
  hasMore,
  loadingMore,
  moreError,
  onLoadMore,
  onRetryMore,
  label,
  action,
  scrollKey,
  busy = false,
}: CreatorListProps) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const { virtualizer, rows, measureRow } = useResultsVirtualizer({
    scrollerRef,
    creators,
    hasMore,
    onLoadMore,
    rowHeight: RESULT_ROW_HEIGHT,
    scrollKey,
  });

  return (
    <div ref={scrollerRef} className="finder-results" aria-busy={busy || undefined}>
      <ul
        className="finder-results__list"
        aria-label={label}
        style={{ height: virtualizer.getTotalSize() }}
      >
        {rows.map((row) => {
          const creator = creators[row.index];
          return (
            <li
              key={row.key}
              ref={measureRow}
              data-index={row.index}
              className="finder-results__row"
              // Screen readers still hear "creator 41 of 10,000" though only a window is rendered.
              aria-setsize={count}
              aria-posinset={row.index + 1}
              style={{ transform: `translateY(${row.start}px)` }}
            >
              {creator ? (
                <CreatorCardView creator={creator} action={action(creator)} />
              ) : (
                <ResultsMore
                  loadingMore={loadingMore}
                  moreError={moreError}
                  onRetryMore={onRetryMore}
                />
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
