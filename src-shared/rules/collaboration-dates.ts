import type { ItemStatus } from '../domain/collaboration';
import { isOpenItem } from '../domain/item-machine';

/**
 * Issue 31: an item's due date lies inside the agreed window (start to end date, both included);
 * it is the end date unless the brand sets another in it. Dates are `YYYY-MM-DD`, compared as text.
 */
export function isInWindow(
  date: string,
  window: { start_date: string; end_date: string },
): boolean {
  return date >= window.start_date && date <= window.end_date;
}

/** `YYYY-MM-DD` plus whole days (calendar arithmetic in UTC, so no time zone shifts the day). */
export function addDays(date: string, days: number): string {
  const time = Date.parse(`${date}T00:00:00Z`) + days * 86_400_000;
  return new Date(time).toISOString().slice(0, 10);
}

/** An open item (not yet published, rejected or cancelled) whose due date has passed `today`. */
export function isLate(item: { due_date: string; status: ItemStatus }, today: string): boolean {
  return isOpenItem(item.status) && item.due_date < today;
}

/** An open item due on the day after `today`: the "vence mañana" notice. */
export function isDueTomorrow(
  item: { due_date: string; status: ItemStatus },
  today: string,
): boolean {
  return isOpenItem(item.status) && item.due_date === addDays(today, 1);
}

/**
 * A planned publishing date lies in the agreed window; once the window is over (a late item),
 * any day from today on, since a date in the past helps nobody plan.
 */
export function isPlannedDateAllowed(
  date: string,
  window: { start_date: string; end_date: string },
  today: string,
): boolean {
  return today <= window.end_date ? isInWindow(date, window) : date >= today;
}
