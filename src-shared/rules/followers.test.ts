import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { abbreviateFollowers, formatFollowersInput, parseFollowers } from './followers';

describe('followers', () => {
  it.each([
    ['12,345', 12345],
    ['1,000,000', 1000000],
    ['0', 0],
    [' 987 ', 987],
    ['', null],
    ['12.5', null],
    ['-3', null],
    ['mil', null],
  ])('parses %j as %s', (text, value) => {
    expect(parseFollowers(text)).toBe(value);
  });

  it.each([
    [999, '999'],
    [1000, '1,000'],
    [1001, '1K'],
    [1500, '1.5K'],
    [12_345, '12.3K'],
    [999_999, '999.9K'],
    [1_000_000, '1,000K'],
    [2_300_000, '2.3M'],
    [15_000_000, '15M'],
  ])('abbreviates %d as %s', (count, text) => {
    expect(abbreviateFollowers(count)).toBe(text);
  });

  it('groups thousands while typing', () => {
    expect(formatFollowersInput('12345')).toBe('12,345');
    expect(formatFollowersInput('1,2345')).toBe('12,345');
    expect(formatFollowersInput('12a')).toBe('12a');
  });

  it('formats and parses back to the same number (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), (count) => {
        expect(parseFollowers(formatFollowersInput(String(count)))).toBe(count);
      }),
    );
  });
});
