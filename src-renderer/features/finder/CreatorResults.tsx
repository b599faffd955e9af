import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreatorCard } from '../../../src-shared/domain/finder';
import { useErrorMessage } from '../../i18n/error-message';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { CreatorCardView } from './CreatorCardView';
import './CreatorResults.css';

/** Card height plus the gap under it; rows are fixed so thousands cost nothing to lay out. */
export const RESULT_ROW_HEIGHT = 148;
/** Rows rendered beyond the visible ones, so a quick scroll never shows blank space. */
const OVERSCAN = 6;
/** Ask for the next page this many rows before the end, so it is usually there in time. */
const PREFETCH_ROWS = 8;

export interface CreatorResultsProps {
  creators: readonly CreatorCard[];
  count: number;
  hasMore: boolean;
  loadingMore: boolean;
  moreError: unknown;
  onLoadMore: () => void;
  onRetryMore: () => void;
}

/**
 * The results as a virtualized list: only the rows in view (and a few around them) are in the
 * DOM, whether 20 or 10,000 creators match. Nearing the end asks for the next page.
 */
export function CreatorResults({
  creators,
  count,
  hasMore,
  loadingMore,
  moreError,
  onLoadMore,
  onRetryMore,
}: CreatorResultsProps) {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  const scrollerRef = useRef<HTMLDivElement>(null);
  // One extra row at the end while more can come: the spinner, or the retry after a failure.
  const rowCount = creators.length + (hasMore ? 1 : 0);
  // The app is not built with React Compiler, and this list must re-render on every scroll anyway.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scrollerRef.current,
    estimateSize: () => RESULT_ROW_HEIGHT,
    overscan: OVERSCAN,
    getItemKey: (index) => creators[index]?.id ?? 'more',
  });
  const rows = virtualizer.getVirtualItems();
  const lastIndex = rows.at(-1)?.index ?? -1;

  useEffect(() => {
    if (hasMore && lastIndex >= creators.length - PREFETCH_ROWS) onLoadMore();
  }, [hasMore, lastIndex, creators.length, onLoadMore]);

  return (
    <div ref={scrollerRef} className="finder-results">
      <ul
        className="finder-results__list"
        aria-label={t('finder.resultsLabel')}
        style={{ height: virtualizer.getTotalSize() }}
      >
        {rows.map((row) => {
          const creator = creators[row.index];
          return (
            <li
              key={row.key}
              className="finder-results__row"
              // Screen readers still hear "creator 41 of 10,000" though only a window is rendered.
              aria-setsize={count}
              aria-posinset={row.index + 1}
              style={{ height: row.size, transform: `translateY(${row.start}px)` }}
            >
              {creator ? (
                <CreatorCardView creator={creator} />
              ) : (
                <div className="finder-results__more">
                  {moreError ? (
                    <>
                      <p role="alert">
                        {t('finder.moreFailed')} {describe(moreError)}
                      </p>
                      <Button variant="secondary" size="sm" onClick={onRetryMore}>
                        {t('common.retry')}
                      </Button>
                    </>
                  ) : (
                    loadingMore && <Spinner label={t('finder.loadingMore')} />
                  )}
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
