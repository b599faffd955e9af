import { describe, expect, it } from 'vitest';
import { dayMonthYearToIso, isoToDayMonthYear, maskDateText } from './date-text';

describe('dates typed as dd/mm/aaaa', () => {
  it('shows an ISO date day first', () => {
    expect(isoToDayMonthYear('2026-07-01')).toBe('01/07/2026');
    expect(isoToDayMonthYear('')).toBe('');
  });

  it('reads a typed day, month and year, or a pasted ISO date', () => {
    expect(dayMonthYearToIso('01/07/2026')).toBe('2026-07-01');
    expect(dayMonthYearToIso('1/7/2026')).toBe('2026-07-01');
    expect(dayMonthYearToIso(' 2026-07-01 ')).toBe('2026-07-01');
  });

  it('refuses days that do not exist and incomplete dates', () => {
    expect(dayMonthYearToIso('31/02/2026')).toBeNull();
    expect(dayMonthYearToIso('29/02/2025')).toBeNull();
    expect(dayMonthYearToIso('29/02/2024')).toBe('2024-02-29');
    expect(dayMonthYearToIso('12/13/2026')).toBeNull();
    expect(dayMonthYearToIso('12/04/26')).toBeNull();
    expect(dayMonthYearToIso('2026-02-30')).toBeNull();
  });

  it('puts the slashes in by itself as the digits come', () => {
    const typed = [...'12041995'].reduce((text, key) => maskDateText(text + key), '');
    expect(typed).toBe('12/04/1995');
    expect(maskDateText('12/04/19955')).toBe('12/04/1995');
    expect(maskDateText('12a')).toBe('12');
  });

  it('takes back a slash when its digits are deleted', () => {
    expect(maskDateText('12/')).toBe('12');
    expect(maskDateText('12/0')).toBe('12/0');
  });

  it('keeps hand-typed slashes after a one-digit day or month', () => {
    const typed = [...'1/7/2026'].reduce((text, key) => maskDateText(text + key), '');
    expect(typed).toBe('1/7/2026');
  });

  it('lets an ISO date be typed key by key', () => {
    const typed = [...'2026-07-01'].reduce((text, key) => maskDateText(text + key), '');
    expect(typed).toBe('2026-07-01');
  });
});
