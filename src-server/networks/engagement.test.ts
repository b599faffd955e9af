import { describe, expect, it } from 'vitest';
import { averageOf, engagementRate } from './engagement';

describe('engagementRate', () => {
  it('is the average interactions per post over followers, in percent with two decimals', () => {
    const posts = [
      { likes: 100, comments: 20 },
      { likes: 50, comments: 10 },
      { likes: 30, comments: 0 },
    ];
    // (120 + 60 + 30) / 3 = 70 per post; 70 / 3,000 = 2.333… %
    expect(engagementRate(posts, 3000)).toBe(2.33);
  });

  it('is unknown without posts or followers rather than zero', () => {
    expect(engagementRate([], 1000)).toBeUndefined();
    expect(engagementRate([{ likes: 1, comments: 1 }], 0)).toBeUndefined();
  });
});

describe('averageOf', () => {
  it('rounds the mean to two decimals and is unknown for nothing', () => {
    expect(averageOf([1, 2, 2])).toBe(1.67);
    expect(averageOf([])).toBeUndefined();
  });
});
