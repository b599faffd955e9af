import { CALENDAR_MAX_DAYS } from '../../../src-shared/domain/collaboration';
import { addDays } from '../../../src-shared/rules/collaboration-dates';

/**
 * The month view's arithmetic (issue 31), on `YYYY-MM-DD` calendar days computed in UTC so no
 * time zone moves a day. Weeks start on Monday, as Mexico's es-MX calendars print them.
 */

/** A month of a year; `month` is 1 (January) to 12. */
export interface YearMonth {
  year: number;
  month: number;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** `2026-03-05` → March 2026. */
export function monthOf(day: string): YearMonth {
  return { year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)) };
}

/** `2026-03` (what the page remembers of the month it shows). */
export function monthKey({ year, month }: YearMonth): string {
  return `${pad(year, 4)}-${pad(month)}`;
}

/** The day `day` (1…) of a month, as `YYYY-MM-DD`. */
export function dayOfMonth({ year, month }: YearMonth, day: number): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

export function firstOfMonth(month: YearMonth): string {
  return dayOfMonth(month, 1);
}

/** 28 to 31; February has 29 in leap years (every 4th, not centuries unless every 400th). */
export function daysInMonth({ year, month }: YearMonth): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The month `delta` months away (negative: earlier). */
export function shiftMonth({ year, month }: YearMonth, delta: number): YearMonth {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** 0 for Monday … 6 for Sunday. */
export function weekdayOf(day: string): number {
  return (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
}

export function isInMonth(day: string, month: YearMonth): boolean {
  return day.slice(0, 7) === monthKey(month);
}

/**
 * The weeks the month view shows: Monday to Sunday rows from the week of the 1st to the week of
 * the last day, so 4 (a 28-day February starting on Monday) to 6 rows, at most 42 days.
 */
export function monthGrid(month: YearMonth): string[][] {
  const first = firstOfMonth(month);
  const start = addDays(first, -weekdayOf(first));
  const last = dayOfMonth(month, daysInMonth(month));
  const end = addDays(last, 6 - weekdayOf(last));
  const weeks: string[][] = [];
  for (let monday = start; monday <= end; monday = addDays(monday, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, offset) => addDays(monday, offset)));
  }
  return weeks;
}

/** The range the calendar reads for a grid: its first to its last day. */
export function gridRange(weeks: readonly (readonly string[])[]): { from: string; to: string } {
  return { from: weeks[0]![0]!, to: weeks.at(-1)!.at(-1)! };
}

/**
 * What "Agregar al calendario" exports: from the 1st of the shown month to the same day a year
 * later (365 or 366 days, within the API's `CALENDAR_MAX_DAYS`).
 */
export function exportRange(month: YearMonth): { from: string; to: string } {
  const from = firstOfMonth(month);
  const to = firstOfMonth(shiftMonth(month, 12));
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
  return { from, to: days > CALENDAR_MAX_DAYS ? addDays(from, CALENDAR_MAX_DAYS) : to };
}

/** The same day of the month in another month, or its last day when that one is shorter. */
export function sameDayIn(day: string, month: YearMonth): string {
  return dayOfMonth(month, Math.min(Number(day.slice(8, 10)), daysInMonth(month)));
}

/**
 * The day a key moves the focus to in the grid (the ARIA date grid's keys): ← → a day, ↑ ↓ a
 * week, Inicio/Fin the week's Monday/Sunday, RePág/AvPág a month. Null for any other key.
 */
export function dayAfterKey(day: string, key: string): string | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'Home':
      return addDays(day, -weekdayOf(day));
    case 'End':
      return addDays(day, 6 - weekdayOf(day));
    case 'PageUp':
      return sameDayIn(day, shiftMonth(monthOf(day), -1));
    case 'PageDown':
      return sameDayIn(day, shiftMonth(monthOf(day), 1));
    default:
      return null;
  }
}
