import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MAX_LANGUAGES, showLanguagesWarning, toggleLimited } from './multi-select';

describe('limited multi-select', () => {
  it('adds, removes, and refuses a pick past the limit without dropping anything', () => {
    const four = ['es', 'en', 'fr', 'pt'];
    expect(toggleLimited(four, 'de', 5)).toEqual({ selected: [...four, 'de'], refused: false });
    expect(toggleLimited([...four, 'de'], 'it', 5)).toEqual({
      selected: [...four, 'de'],
      refused: true,
    });
    expect(toggleLimited([...four, 'de'], 'en', 5)).toEqual({
      selected: ['es', 'fr', 'pt', 'de'],
      refused: false,
    });
  });

  it('warns about languages once more than 4 are selected', () => {
    expect(showLanguagesWarning(['a', 'b', 'c', 'd'])).toBe(false);
    expect(showLanguagesWarning(['a', 'b', 'c', 'd', 'e'])).toBe(true);
  });

  it('never exceeds the limit, and a refused pick changes nothing (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 12 })),
        fc.integer({ min: 1, max: 6 }),
        (picks, max) => {
          let selected: number[] = [];
          for (const pick of picks) {
            const result = toggleLimited(selected, pick, max);
            if (result.refused) expect(result.selected).toEqual(selected);
            selected = result.selected;
            expect(selected.length).toBeLessThanOrEqual(max);
            expect(new Set(selected).size).toBe(selected.length);
          }
        },
      ),
    );
  });

  it('toggling an item twice restores the selection (property)', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 9 }), { maxLength: MAX_LANGUAGES - 1 }),
        fc.integer({ min: 10, max: 20 }),
        (selected, item) => {
          const added = toggleLimited(selected, item, MAX_LANGUAGES).selected;
          expect(toggleLimited(added, item, MAX_LANGUAGES).selected).toEqual(selected);
        },
      ),
    );
  });
});
