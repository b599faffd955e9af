import { describe, expect, it } from 'vitest';
import { categoryFor, categoryRank } from './creator-category';

describe('creator categories', () => {
  it('puts each follower count in its band, bounds included', () => {
    expect(categoryFor(10_000_000)).toBe('top-celebrity');
    expect(categoryFor(9_999_999)).toBe('top-influencer-celebrity');
    expect(categoryFor(1_000_000)).toBe('top-influencer-celebrity');
    expect(categoryFor(100_000)).toBe('macroinfluencer');
    expect(categoryFor(10_000)).toBe('microinfluencer');
    expect(categoryFor(1_000)).toBe('nanoinfluencer');
    expect(categoryFor(999)).toBe('other');
    expect(categoryFor(0)).toBe('other');
  });

  it('sorts in the spec order with anything else sixth', () => {
    expect(categoryRank('top-celebrity')).toBe(1);
    expect(categoryRank('nanoinfluencer')).toBe(5);
    expect(categoryRank('other')).toBe(6);
    expect(categoryRank('unknown')).toBe(6);
  });
});
