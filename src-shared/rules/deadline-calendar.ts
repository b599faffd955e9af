/**
 * A casting call's deadline (the last day to apply, `YYYY-MM-DD`) is judged on the calendar the
 * app shows dates in: the computer's own time zone (docs/PRODUCT.md, "Dates shown to the user").
 * A brand in Tijuana at 11 p.m. picks today as they read it, not Mexico City's tomorrow. The core
 * API cannot know that zone, so it refuses only a deadline that has passed in every time zone.
 */

const iso = (year: number, monthIndex: number, day: number): string =>
  `${String(year).padStart(4, '0')}-${String(monthIndex + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** Today (YYYY-MM-DD) in the time zone of the computer running this code, at `now`. */
export function localToday(now: Date = new Date()): string {
  return iso(now.getFullYear(), now.getMonth(), now.getDate());
}

/** The zone furthest behind UTC (UTC−12): its date is the earliest "today" anywhere. */
const LATEST_ZONE_OFFSET_MS = 12 * 60 * 60 * 1000;

/** The earliest date that is still today somewhere on Earth at `now` (the date at UTC−12). */
export function earliestToday(now: Date = new Date()): string {
  const behind = new Date(now.getTime() - LATEST_ZONE_OFFSET_MS);
  return iso(behind.getUTCFullYear(), behind.getUTCMonth(), behind.getUTCDate());
}

/** A deadline before `today` has passed: no more applications, and it cannot be published. */
export const deadlinePassed = (deadline: string, today: string): boolean => deadline < today;
