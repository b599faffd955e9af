/** docs/PRODUCT.md §5.5: creators are adults, 18 or older at their birth date. */
export const MINIMUM_AGE = 18;

/** Today's calendar date as `YYYY-MM-DD` in UTC, the day the core API and main also use. */
export function utcTodayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** Whole years from `birthIso` to `todayIso` (both `YYYY-MM-DD`); a 29 February birthday counts from 1 March. */
export function ageOn(birthIso: string, todayIso: string): number {
  const years = Number(todayIso.slice(0, 4)) - Number(birthIso.slice(0, 4));
  // Same-length `MM-DD` strings compare in calendar order.
  return todayIso.slice(5) < birthIso.slice(5) ? years - 1 : years;
}

export function isOldEnough(birthIso: string, todayIso: string = utcTodayIso()): boolean {
  return ageOn(birthIso, todayIso) >= MINIMUM_AGE;
}

/** The latest birth date that is old enough today: the date input's `max`. */
export function latestAdultBirthday(todayIso: string): string {
  const year = String(Number(todayIso.slice(0, 4)) - MINIMUM_AGE).padStart(4, '0');
  const monthDay = todayIso.slice(5);
  // 29 February in a year without one: the 28th is the last day that already counts.
  return monthDay === '02-29' ? `${year}-02-28` : `${year}-${monthDay}`;
}
