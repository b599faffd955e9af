import { describe, expect, it } from 'vitest';
import { marketToday } from './calendar';

describe('marketToday', () => {
  it('is the date in Mexico City, not in UTC', () => {
    // 02:00 UTC on the 6th is still 20:00 on the 5th in Mexico City (UTC−6, no DST since 2022).
    expect(marketToday(new Date('2026-03-06T02:00:00Z'))).toBe('2026-03-05');
    expect(marketToday(new Date('2026-03-06T07:00:00Z'))).toBe('2026-03-06');
  });
});
