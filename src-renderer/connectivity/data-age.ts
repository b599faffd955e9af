import { APP_LOCALE } from '../i18n/i18n';

export type AgeStyle = 'long' | 'short';

const relative = {
  long: new Intl.RelativeTimeFormat(APP_LOCALE, { numeric: 'always', style: 'long' }),
  short: new Intl.RelativeTimeFormat(APP_LOCALE, { numeric: 'always', style: 'short' }),
};
const savedAtFormat = new Intl.DateTimeFormat(APP_LOCALE, {
  dateStyle: 'long',
  timeStyle: 'short',
});

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Largest unit first: the age is said in the biggest unit it reaches. */
const UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * DAY],
  ['month', 30 * DAY],
  ['week', 7 * DAY],
  ['day', DAY],
  ['hour', HOUR],
  ['minute', MINUTE],
];

/**
 * How old saved data is, the Mexican way: `hace 5 minutos` (long) or `hace 5 min` (short). Null
 * under a minute (or a clock a little ahead), where the caller says "hace un momento".
 */
export function formatDataAge(savedAt: string, now: Date, style: AgeStyle = 'long'): string | null {
  const elapsed = now.getTime() - new Date(savedAt).getTime();
  for (const [unit, size] of UNITS) {
    if (elapsed < size) continue;
    // Short months and years read as "1 m" and "1 a" in Spanish: only minutes and hours shrink.
    const format = unit === 'minute' || unit === 'hour' ? relative[style] : relative.long;
    return format.format(-Math.floor(elapsed / size), unit);
  }
  return null;
}

/** `2026-03-05T21:04:00Z` → `5 de marzo de 2026 a las 3:04 p.m.` in the local time zone. */
export function formatSavedAt(savedAt: string): string {
  return savedAtFormat.format(new Date(savedAt));
}
