import { describe, expect, it } from 'vitest';
import type { CreatorCard } from '../../../src-shared/domain/finder';
import { aCreatorCard, creatorId } from '../../test/finder-builders';
import {
  appendPage,
  FINDER_PAGE_SIZE,
  hasMorePages,
  NO_PAGES,
  removeItem,
  updateItem,
} from './search-pages';

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

  it('changes one creator in place', () => {
    const first = appendPage(NO_PAGES, page(cards(1, 3), 3));
    const saved = updateItem(first, creatorId(2), { shortlisted: true });
    expect(saved.items.map((creator) => creator.shortlisted)).toEqual([false, true, false]);
    expect(updateItem(first, creatorId(99), { shortlisted: true })).toBe(first);
  });

  it('after a removal, reads again the page the creators moved into, so none is skipped', () => {
    // 45 saved, two pages read; the server's list moves up by one when a creator is removed.
    const read = appendPage(
      appendPage(NO_PAGES, page(cards(1, 20), 45)),
      page(cards(21, 20), 45, 2),
    );
    const removed = removeItem(read, creatorId(5));
    expect(removed).toMatchObject({ count: 44, pages: 1 });
    expect(removed.items).toHaveLength(39);
    // Page 2 now holds creators 22..41: 41 is the one that moved in, the rest are dropped.
    const again = appendPage(removed, page(cards(22, 20), 44, 2));
    expect(again.items).toHaveLength(40);
    expect(again.items.at(-1)?.id).toBe(creatorId(41));
    expect(again.pages).toBe(2);
    expect(hasMorePages(again)).toBe(true);
  });

  it('after a removal from a list read to its end, reads nothing more', () => {
    const read = appendPage(NO_PAGES, page(cards(1, 3), 3));
    const removed = removeItem(read, creatorId(1));
    expect(removed).toMatchObject({ count: 2, pages: 1 });
    expect(hasMorePages(removed)).toBe(false);
  });
});
