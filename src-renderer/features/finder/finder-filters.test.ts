import { describe, expect, it } from 'vitest';
import {
  EMPTY_FILTERS,
  hasFilters,
  isSearchable,
  panelFilterCount,
  toFinderQuery,
  type FinderFilters,
} from './finder-filters';

const filters = (overrides: Partial<FinderFilters>): FinderFilters => ({
  ...EMPTY_FILTERS,
  ...overrides,
});

describe('toFinderQuery', () => {
  it('leaves every unset control out', () => {
    expect(toFinderQuery(EMPTY_FILTERS)).toEqual({ query: {}, problems: {} });
  });

  it('sends every filter with its wire name, numbers as numbers', () => {
    const { query, problems } = toFinderQuery(
      filters({
        username: '  @ana.crea ',
        network: 'instagram',
        category: 'microinfluencer',
        followersMin: '10,000',
        followersMax: '1,500,000',
        country: 'MX',
        language: 'es',
        gender: 'female',
        erMin: '2.5 %',
      }),
    );
    expect(problems).toEqual({});
    expect(query).toEqual({
      username: 'ana.crea',
      network: 'instagram',
      category: 'microinfluencer',
      followers_min: 10_000,
      followers_max: 1_500_000,
      country: 'MX',
      language: 'es',
      gender: 'female',
      er_min: 2.5,
    });
  });

  it('reports numbers it cannot read and leaves them out', () => {
    const { query, problems } = toFinderQuery(
      filters({
        followersMin: '12.5',
        followersMax: 'mil',
        erMin: '2,5',
        category: 'nanoinfluencer',
      }),
    );
    expect(problems).toEqual({
      followersMin: 'finder.filters.followersDecimal',
      followersMax: 'finder.filters.followersNotNumber',
      erMin: 'finder.filters.erNotNumber',
    });
    expect(query).toEqual({ category: 'nanoinfluencer' });
    expect(isSearchable(problems)).toBe(false);
  });

  it('reads audiences written with K and M, as the results show them', () => {
    const { query, problems } = toFinderQuery(
      filters({ followersMin: '10K', followersMax: '1.5 m' }),
    );
    expect(problems).toEqual({});
    expect(isSearchable(problems)).toBe(true);
    expect(query).toEqual({ followers_min: 10_000, followers_max: 1_500_000 });
    expect(toFinderQuery(filters({ followersMin: '-5' })).problems).toEqual({
      followersMin: 'validation.followersNegative',
    });
    expect(toFinderQuery(filters({ followersMax: '20000M' })).problems).toEqual({
      followersMax: 'validation.followersTooMany',
    });
  });

  it('refuses a minimum above the maximum with the shared schema’s message', () => {
    const { query, problems } = toFinderQuery(
      filters({ followersMin: '100,000', followersMax: '1,000' }),
    );
    expect(problems).toEqual({ followersMax: 'validation.followersRangeInvalid' });
    expect(query).toEqual({ followers_min: 100_000 });
  });

  it('refuses an ER above 100 and an unknown network', () => {
    const { query, problems } = toFinderQuery(filters({ erMin: '150', network: 'myspace' }));
    expect(problems).toEqual({
      erMin: 'validation.erInvalid',
      network: 'validation.networkInvalid',
    });
    expect(query).toEqual({});
  });
});

describe('hasFilters and panelFilterCount', () => {
  it('count what narrows the search; the panel’s count leaves the bar’s controls out', () => {
    expect(hasFilters({})).toBe(false);
    expect(hasFilters({ network: 'tiktok' })).toBe(true);
    expect(panelFilterCount({ network: 'tiktok', username: 'ana' })).toBe(0);
    expect(panelFilterCount({ network: 'tiktok', country: 'MX', er_min: 1 })).toBe(2);
    expect(panelFilterCount({ followers_min: 10, followers_max: 20 })).toBe(1);
  });
});
