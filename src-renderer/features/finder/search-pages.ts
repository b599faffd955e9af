import type { ListPage } from '../../../src-shared/api/envelope';
import type { CreatorCard } from '../../../src-shared/domain/finder';

/** docs/PRODUCT.md §9: pages of 20. */
export const FINDER_PAGE_SIZE = 20;

/** The pages of one search read so far, in order. */
export interface LoadedPages {
  items: CreatorCard[];
  /** How many creators match, as the last page said. */
  count: number;
  pages: number;
  /** A short or empty page means there is nothing after it, whatever `count` says. */
  exhausted: boolean;
}

export const NO_PAGES: LoadedPages = { items: [], count: 0, pages: 0, exhausted: false };

/**
 * Adds the next page. A creator already listed is not listed twice: creators added between two
 * page reads shift the pages, and a duplicate would repeat a card (and a list key).
 */
export function appendPage(loaded: LoadedPages, page: ListPage<CreatorCard>): LoadedPages {
  const seen = new Set(loaded.items.map((creator) => creator.id));
  const fresh = page.results.filter((creator) => !seen.has(creator.id));
  return {
    items: fresh.length > 0 ? [...loaded.items, ...fresh] : loaded.items,
    count: page.count,
    pages: loaded.pages + 1,
    exhausted: page.results.length < FINDER_PAGE_SIZE,
  };
}

export function hasMorePages(loaded: LoadedPages): boolean {
  return !loaded.exhausted && loaded.items.length < loaded.count;
}

/** Changes one listed creator in place (e.g. saved to the shortlist), leaving the pages as read. */
export function updateItem(
  loaded: LoadedPages,
  id: string,
  patch: Partial<CreatorCard>,
): LoadedPages {
  if (!loaded.items.some((creator) => creator.id === id)) return loaded;
  return {
    ...loaded,
    items: loaded.items.map((creator) => (creator.id === id ? { ...creator, ...patch } : creator)),
  };
}

/**
 * Takes a creator off the list (removed from the shortlist). Every later creator moves up one
 * place on the server, so the page read next is the one the remaining items end in: its tail
 * holds the creators that moved into it, and the repeats are dropped by `appendPage`.
 */
export function removeItem(loaded: LoadedPages, id: string): LoadedPages {
  const items = loaded.items.filter((creator) => creator.id !== id);
  if (items.length === loaded.items.length) return loaded;
  return {
    ...loaded,
    items,
    count: Math.max(0, loaded.count - 1),
    pages: loaded.exhausted ? loaded.pages : Math.floor(items.length / FINDER_PAGE_SIZE),
  };
}
