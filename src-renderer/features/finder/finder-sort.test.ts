import { describe, expect, it } from 'vitest';
import { ariaSortOf, nextSort } from './finder-sort';

describe('finder sort', () => {
  it('starts a column largest first and flips it on every later click', () => {
    expect(nextSort(undefined, 'followers')).toBe('followers_desc');
    expect(nextSort('followers_desc', 'followers')).toBe('followers_asc');
    expect(nextSort('followers_asc', 'followers')).toBe('followers_desc');
    expect(nextSort('followers_asc', 'er')).toBe('er_desc');
    expect(nextSort('er_desc', 'er')).toBe('er_asc');
  });

  it('marks only the sorted column', () => {
    expect(ariaSortOf('er_asc', 'er')).toBe('ascending');
    expect(ariaSortOf('er_desc', 'er')).toBe('descending');
    expect(ariaSortOf('er_desc', 'followers')).toBeUndefined();
    expect(ariaSortOf(undefined, 'followers')).toBeUndefined();
  });
});
