import { describe, expect, it } from 'vitest';
import { changeDirection, formatFollowerChange } from './follower-change';

const since = '2026-10-22T18:00:00Z';

describe('follower change', () => {
  it('writes a gain with its sign, abbreviated like the followers, and its percent', () => {
    expect(formatFollowerChange({ followers: 1_234, percent: 3.42, since })).toBe('+1.2K (+3.4%)');
    expect(formatFollowerChange({ followers: 2_500_000, percent: 25, since })).toBe('+2.5M (+25%)');
  });

  it('writes a loss with a true minus sign', () => {
    expect(formatFollowerChange({ followers: -250, percent: -1.53, since })).toBe(
      '\u2212250 (\u22121.5%)',
    );
  });

  it('leaves the percent out when the earlier figure was 0', () => {
    expect(formatFollowerChange({ followers: 40, percent: null, since })).toBe('+40');
  });

  it('tells up, down and flat apart', () => {
    expect(changeDirection({ followers: 1 })).toBe('up');
    expect(changeDirection({ followers: -1 })).toBe('down');
    expect(changeDirection({ followers: 0 })).toBe('flat');
  });
});
