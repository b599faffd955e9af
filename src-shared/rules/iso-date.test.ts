import { describe, expect, it } from 'vitest';
import { isIsoDate } from './iso-date';

describe('isIsoDate', () => {
  it('accepts a day that exists, written YYYY-MM-DD', () => {
    expect(isIsoDate('2026-11-26')).toBe(true);
    expect(isIsoDate('2024-02-29')).toBe(true);
  });

  it('refuses days that do not exist and other shapes', () => {
    for (const value of ['2026-02-30', '2025-02-29', '2026-13-01', '26-11-2026', '2026-1-5', '']) {
      expect(isIsoDate(value)).toBe(false);
    }
  });
});
