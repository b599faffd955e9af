import { measureElement, useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, type RefObject } from 'react';
import type { CreatorCard } from '../../../src-shared/domain/finder';

/** Rows rendered beyond the visible ones, so a quick scroll never shows blank space. */
const OVERSCAN = 6;
/** Ask for the next page this many rows before the end, so it is usually there in time. */
const PREFETCH_ROWS = 8;

export interface ResultsVirtualizerOptions {
  scrollerRef: RefObject<HTMLElement | null>;
  creators: readonly CreatorCard[];
  hasMore: boolean;
  onLoadMore: () => void;
  /**
   * A row's usual height: rows are placed by it until they are drawn, then by their measured
   * height (a long name wraps and makes its row taller).
   */
  rowHeight: number;
  /** Space above the first row inside the scroller (a sticky table header). */
  paddingStart?: number;
  /** Which search the rows answer: a new one starts at the top. */
  scrollKey?: string | undefined;
}

/**
 * Only the rows in view (and a few around them) are rendered, whether 20 or 10,000 creators
 * match; one extra row at the end while more can come (the spinner or the retry), and nearing
 * the end asks for the next page. Each drawn row is measured (give it `data-index` and the
 * returned `measureRow` as its ref), so rows may differ in height: only drawn rows are measured,
 * never the thousands off screen.
 */
export function useResultsVirtualizer({
  scrollerRef,
  creators,
  hasMore,
  onLoadMore,
  rowHeight,
  paddingStart = 0,
  scrollKey,
}: ResultsVirtualizerOptions) {
  // The app is not built with React Compiler, and this list must re-render on every scroll anyway.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: creators.length + (hasMore ? 1 : 0),
    getScrollElement: () => scrollerRef.current,
    estimateSize: () => rowHeight,
    overscan: OVERSCAN,
    paddingStart,
    getItemKey: (index) => creators[index]?.id ?? 'more',
    // A row that measures 0 (not laid out, as in jsdom, or hidden) keeps its usual height, so
    // the window of drawn rows stays bounded.
    measureElement: (element, entry, instance) => {
      const size = measureElement(element, entry, instance);
      return size > 0 ? size : rowHeight;
    },
  });
  const rows = virtualizer.getVirtualItems();
  const lastIndex = rows.at(-1)?.index ?? -1;

  useEffect(() => {
    const scroller = scrollerRef.current;
    if (scroller) scroller.scrollTop = 0;
  }, [scrollKey, scrollerRef]);

  useEffect(() => {
    if (hasMore && lastIndex >= creators.length - PREFETCH_ROWS) onLoadMore();
  }, [hasMore, lastIndex, creators.length, onLoadMore]);

  return { virtualizer, rows, measureRow: virtualizer.measureElement };
}
