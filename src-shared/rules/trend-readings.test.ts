import { describe, expect, it } from 'vitest';
import type { FollowerPoint } from '../domain/network';
import { hasNetworkReading, readingFeedsTrend, trendReadingsOf } from './trend-readings';

const point = (followers: number, source: FollowerPoint['source']): FollowerPoint => ({
  read_at: new Date(Date.UTC(2026, 11, 1, 0, followers % 60)).toISOString(),
  followers,
  source,
});

describe('trend readings (typed figures never feed a network trend)', () => {
  it('leaves typed readings out once the network has read the connection', () => {
    const verified = point(1200, 'tiktok');
    const typed = point(9_999_999, 'manual');
    expect(trendReadingsOf([verified, typed])).toEqual([verified]);
    expect(readingFeedsTrend('manual', true)).toBe(false);
    expect(readingFeedsTrend('tiktok', true)).toBe(true);
  });

  it('keeps the typed trend of a connection only ever typed', () => {
    const readings = [point(100, 'manual'), point(150, 'manual')];
    expect(trendReadingsOf(readings)).toEqual(readings);
    expect(hasNetworkReading(readings)).toBe(false);
    expect(readingFeedsTrend('manual', false)).toBe(true);
  });
});
