import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { filterLabels, SUMMARY_MAX_ENTRIES, summarizeFilters } from './filter-summary';

describe('summarizeFilters (docs/PRODUCT.md §9)', () => {
  it('names at most two entries and counts the rest', () => {
    expect(SUMMARY_MAX_ENTRIES).toBe(2);
    expect(summarizeFilters(['Instagram', 'Microinfluencer', 'México', 'Español'])).toEqual({
      shown: ['Instagram', 'Microinfluencer'],
      hidden: ['México', 'Español'],
    });
  });

  it('shows everything when there are two or fewer, with nothing behind +N', () => {
    expect(summarizeFilters([])).toEqual({ shown: [], hidden: [] });
    expect(summarizeFilters(['Instagram'])).toEqual({ shown: ['Instagram'], hidden: [] });
    expect(summarizeFilters(['a', 'b'])).toEqual({ shown: ['a', 'b'], hidden: [] });
  });

  it('gives +1 for a third entry', () => {
    expect(summarizeFilters(['a', 'b', 'c']).hidden).toHaveLength(1);
  });

  it('takes another limit, never a negative one', () => {
    expect(summarizeFilters(['a', 'b', 'c'], 1)).toEqual({ shown: ['a'], hidden: ['b', 'c'] });
    expect(summarizeFilters(['a'], -3)).toEqual({ shown: [], hidden: ['a'] });
  });

  it('leaves the entries it is given untouched', () => {
    const entries = ['a', 'b', 'c'];
    summarizeFilters(entries);
    expect(entries).toEqual(['a', 'b', 'c']);
  });
});

describe('filterLabels', () => {
  const t = i18n.t.bind(i18n);

  it('labels every filter in the order of the controls, in Mexican Spanish', () => {
    expect(
      filterLabels(
        {
          network: 'twitter',
          username: 'ana',
          category: 'microinfluencer',
          followers_min: 10_000,
          followers_max: 1_500_000,
          country: 'MX',
          language: 'es',
          gender: 'female',
          er_min: 2.5,
        },
        t,
      ),
    ).toEqual([
      'X',
      'Usuario: ana',
      'Microinfluencer',
      '10K a 1.5M seguidores',
      'México',
      'Español',
      'Mujer',
      'ER desde 2.50%',
    ]);
  });

  it('says "desde" or "hasta" for an open followers range', () => {
    expect(filterLabels({ followers_min: 1000 }, t)).toEqual(['Desde 1,000 seguidores']);
    expect(filterLabels({ followers_max: 2_300_000 }, t)).toEqual(['Hasta 2.3M seguidores']);
  });

  it('has no labels without filters', () => {
    expect(filterLabels({}, t)).toEqual([]);
  });
});
