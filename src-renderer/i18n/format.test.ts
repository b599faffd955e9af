import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatMonthYear,
  formatDayMonth,
  formatDecimal,
  formatInteger,
  formatMoneyUsd,
  formatPercent,
  formatShortDate,
} from './format';

// Intl may separate the currency code with a no-break space.
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('format (es-MX)', () => {
  it('groups integers with commas and rounds fractions', () => {
    expect(formatInteger(0)).toBe('0');
    expect(formatInteger(1234567)).toBe('1,234,567');
    expect(formatInteger(999.6)).toBe('1,000');
  });

  it('writes money in US dollars with two decimals', () => {
    expect(plain(formatMoneyUsd(1234.5))).toBe('USD 1,234.50');
    expect(plain(formatMoneyUsd(0))).toBe('USD 0.00');
  });

  it('writes dates with the month name in Spanish', () => {
    expect(formatDate(new Date(2025, 2, 5))).toBe('5 de marzo de 2025');
  });

  it('reads date-only strings as calendar dates, without a time-zone shift', () => {
    expect(formatDate('2024-12-31')).toBe('31 de diciembre de 2024');
    expect(formatDate('2025-01-01')).toBe('1 de enero de 2025');
  });

  it('writes a month and its year in words, in the local calendar', () => {
    expect(formatMonthYear(new Date(2026, 11, 3))).toBe('diciembre de 2026');
    expect(formatMonthYear('2026-12-01')).toBe('diciembre de 2026');
  });

  it('writes short dates with the abbreviated month', () => {
    expect(formatShortDate(new Date(2026, 10, 21, 12))).toBe('21 nov 2026');
    expect(formatShortDate('2025-03-05')).toBe('5 mar 2025');
  });

  it('writes a day and month without the year', () => {
    expect(formatDayMonth('2026-12-12')).toBe('12 dic');
    expect(formatDayMonth(new Date(2026, 0, 3, 12))).toBe('3 ene');
  });

  it('writes decimals and percentages', () => {
    expect(formatDecimal(1234.567)).toBe('1,234.57');
    expect(formatDecimal(12)).toBe('12');
    expect(formatPercent(3.456)).toBe('3.46%');
    expect(formatPercent(10)).toBe('10.00%');
  });
});
