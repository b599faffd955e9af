import { describe, expect, it } from 'vitest';
import type { FollowerPoint } from '../../src-shared/domain/network';
import { trendOf } from './network-trend';
import type { ChangeReadings } from './readings-repository';

const point = (day: number, followers: number): FollowerPoint => ({
  read_at: new Date(Date.UTC(2025, 0, day)).toISOString(),
  followers,
  source: 'tiktok',
});
const reading = (id: number, day: number, followers: number) => ({
  id: String(id),
  point: point(day, followers),
});

describe('trendOf', () => {
  it('has no change with fewer than two readings', () => {
    const only = reading(1, 1, 100);
    expect(trendOf([only.point], { latest: only, earlier: null, oldest: only })).toEqual({
      points: [only.point],
      change_30d: null,
    });
    expect(trendOf([], undefined)).toEqual({ points: [], change_30d: null });
  });

  it('measures against the latest reading at or before the cut-off', () => {
    const change: ChangeReadings = {
      latest: reading(3, 60, 1500),
      earlier: reading(2, 20, 1200),
      oldest: reading(1, 1, 1000),
    };
    expect(trendOf([], change).change_30d).toEqual({
      followers: 300,
      percent: 25,
      since: point(20, 1200).read_at,
    });
  });

  it('measures against the oldest when every reading is newer, and has no percent from 0', () => {
    const change: ChangeReadings = {
      latest: reading(2, 10, 7),
      earlier: null,
      oldest: reading(1, 9, 0),
    };
    expect(trendOf([], change).change_30d).toEqual({
      followers: 7,
      percent: null,
      since: point(9, 0).read_at,
    });
  });

  it('rounds the percent to two decimals and keeps losses negative', () => {
    const change: ChangeReadings = {
      latest: reading(2, 40, 2000),
      earlier: reading(1, 1, 3000),
      oldest: reading(1, 1, 3000),
    };
    expect(trendOf([], change).change_30d).toMatchObject({ followers: -1000, percent: -33.33 });
  });
});
