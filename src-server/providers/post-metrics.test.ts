import { describe, expect, it } from 'vitest';
import { countOf, postMetrics, replyAverage } from './post-metrics';

describe('postMetrics', () => {
  it('averages likes plus comments per post over followers, two decimals, and views whole', () => {
    const posts = [
      { likes: 100, comments: 20, views: 1000 },
      { likes: 50, comments: 5, views: 501 },
      { likes: 0, comments: 0, views: 0 },
    ];
    // (120 + 55 + 0) / 3 = 58.33… per post; ÷ 3000 × 100 = 1.944… → 1.94
    expect(postMetrics(posts, 3000)).toEqual({ er: 1.94, views_avg: 500 });
  });

  it('leaves out what cannot be averaged: no posts, no followers, views on only some posts', () => {
    expect(postMetrics([], 1000)).toEqual({});
    expect(postMetrics([{ likes: 3, comments: 1, views: 10 }], 0)).toEqual({ views_avg: 10 });
    expect(
      postMetrics(
        [
          { likes: 3, comments: 1, views: 10 },
          { likes: 1, comments: 0 },
        ],
        100,
      ),
    ).toEqual({ er: 2.5 });
  });

  it('averages replies for X with two decimals', () => {
    expect(
      replyAverage([
        { likes: 0, comments: 1 },
        { likes: 0, comments: 2 },
        { likes: 0, comments: 2 },
      ]),
    ).toEqual({
      reply_avg: 1.67,
    });
    expect(replyAverage([])).toEqual({});
  });

  it('takes only non-negative integers as counts', () => {
    expect([
      countOf(3),
      countOf(0),
      countOf(-1),
      countOf(1.5),
      countOf('3'),
      countOf(null),
    ]).toEqual([3, 0, undefined, undefined, undefined, undefined]);
  });
});
