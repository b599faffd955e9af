import { describe, expect, it } from 'vitest';
import type { CreatorCard } from '../../../src-shared/domain/finder';
import { aCreatorCard, creatorId } from '../../test/finder-builders';
import { appendPage, FINDER_PAGE_SIZE, hasMorePages, NO_PAGES } from './search-pages';

const cards = (from: number, count: number): CreatorCard[] =>
  Array.from({ length: count }, (_, index) => aCreatorCard({ id: creatorId(from + index) }));

const page = (results: CreatorCard[], count: number, number = 1) => ({
  results,
  count,
  page: number,
  size_page: FINDER_PAGE_SIZE,
});

describe('search pages', () => {
  it('reads pages of 20 until the count is reached', () => {
    expect(FINDER_PAGE_SIZE).toBe(20);
    const first = appendPage(NO_PAGES, page(cards(1, 20), 45));
    expect(first).toMatchObject({ pages: 1, count: 45 });
    expect(hasMorePages(first)).toBe(true);
    const second = appendPage(first, page(cards(21, 20), 45, 2));
    const third = appendPage(second, page(cards(41, 5), 45, 3));
    expect(third.items).toHaveLength(45);
    expect(hasMorePages(third)).toBe(false);
  });

  it('never lists a creator twice when pages shift between reads', () => {
    const first = appendPage(NO_PAGES, page(cards(1, 20), 60));
    const shifted = appendPage(first, page(cards(20, 20), 60, 2));
    expect(shifted.items).toHaveLength(39);
    expect(new Set(shifted.items.map((creator) => creator.id)).size).toBe(39);
  });

  it('stops after a short page even if the count promised more', () => {
    const first = appendPage(NO_PAGES, page(cards(1, 3), 50));
    expect(hasMorePages(first)).toBe(false);
  });
});
