import { afterEach, describe, expect, it } from 'vitest';
import { deadlinePassed, earliestToday, localToday } from './deadline-calendar';

const zoneBefore = process.env.TZ;
afterEach(() => {
  if (zoneBefore === undefined) delete process.env.TZ;
  else process.env.TZ = zoneBefore;
});

describe('the casting deadline’s calendar', () => {
  it('reads today in the computer’s time zone, the one dates are shown in', () => {
    const at = new Date('2026-03-06T05:30:00Z');
    process.env.TZ = 'America/Tijuana'; // 21:30 on the 5th (UTC−8)
    expect(localToday(at)).toBe('2026-03-05');
    process.env.TZ = 'America/Mexico_City'; // 23:30 on the 5th
    expect(localToday(at)).toBe('2026-03-05');
    process.env.TZ = 'Europe/Madrid'; // 06:30 on the 6th
    expect(localToday(at)).toBe('2026-03-06');
  });

  it('lets the core API refuse only a day that is past in every time zone', () => {
    // 02:00 UTC on the 6th: the 6th in Madrid, the 5th in Mexico, still the 5th at UTC−12.
    expect(earliestToday(new Date('2026-03-06T02:00:00Z'))).toBe('2026-03-05');
    // 13:00 UTC on the 6th: at UTC−12 it is 01:00 on the 6th; the 5th is past everywhere.
    expect(earliestToday(new Date('2026-03-06T13:00:00Z'))).toBe('2026-03-06');
    expect(earliestToday(new Date('2027-01-01T11:59:00Z'))).toBe('2026-12-31');
  });

  it('takes the deadline day itself, and refuses the day before', () => {
    expect(deadlinePassed('2026-03-05', '2026-03-05')).toBe(false);
    expect(deadlinePassed('2026-03-04', '2026-03-05')).toBe(true);
  });
});
