import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  abbreviateFollowers,
  formatFollowersInput,
  formatFollowersTyping,
  MAX_FOLLOWERS,
  parseFollowers,
  readFollowers,
} from './followers';

describe('followers', () => {
  it.each([
    ['12,345', 12345],
    ['1,000,000', 1000000],
    ['0', 0],
    [' 987 ', 987],
    ['1,2345', 12345],
    ['10,000,000,000', MAX_FOLLOWERS],
    ['', null],
    ['12.5', null],
    ['-3', null],
    ['mil', null],
  ])('parses %j as %s', (text, value) => {
    expect(parseFollowers(text)).toBe(value);
  });

  it.each([
    ['1.5', 'decimal'],
    ['1,5', 'decimal'],
    ['12,345.67', 'decimal'],
    ['1,50', 'decimal'],
    ['1.500', 'decimal'],
    ['-5', 'negative'],
    ['- 1,200', 'negative'],
    ['-1.5', 'negative'],
    ['12a', 'notNumber'],
    ['doce', 'notNumber'],
    ['12 345', 'notNumber'],
    ['12345678901234', 'tooMany'],
    ['12,345,678,901,234', 'tooMany'],
    ['10,000,000,001', 'tooMany'],
    ['  ', 'required'],
  ])('names the problem with %j: %s', (text, problem) => {
    expect(readFollowers(text)).toEqual({ ok: false, problem });
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

  it('groups thousands while typing, for any length', () => {
    expect(formatFollowersInput('12345')).toBe('12,345');
    expect(formatFollowersInput('1,2345')).toBe('12,345');
    expect(formatFollowersInput('12345678901234')).toBe('12,345,678,901,234');
    expect(formatFollowersInput('1,234,567,890,1234')).toBe('12,345,678,901,234');
    expect(formatFollowersInput('123456789012345678901234')).toBe(
      '123,456,789,012,345,678,901,234',
    );
    expect(formatFollowersInput('007')).toBe('7');
    expect(formatFollowersInput('12a')).toBe('12a');
    expect(formatFollowersInput('-5')).toBe('-5');
  });

  it('keeps a decimal comma as typed, but regroups after a deletion', () => {
    expect(formatFollowersTyping('1,', '1')).toBe('1,');
    expect(formatFollowersTyping('1,5', '1,')).toBe('1,5');
    expect(formatFollowersTyping('1,500', '1,50')).toBe('1,500');
    expect(formatFollowersTyping('1,2345', '1,234')).toBe('12,345');
    expect(formatFollowersTyping('1,23', '1,234')).toBe('123');
    expect(formatFollowersTyping('1.5', '1.')).toBe('1.5');
    expect(formatFollowersTyping('-5', '-')).toBe('-5');
  });

  it('formats and parses back to the same number (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_FOLLOWERS }), (count) => {
        expect(parseFollowers(formatFollowersInput(String(count)))).toBe(count);
      }),
    );
  });

  it('typing digits one by one always shows them grouped (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9]\d{0,19}$/), (digits) => {
        let shown = '';
        for (const digit of digits) shown = formatFollowersTyping(shown + digit, shown);
        expect(shown.replace(/,/g, '')).toBe(digits);
        expect(shown).toMatch(/^\d{1,3}(,\d{3})*$/);
      }),
    );
  });
});
