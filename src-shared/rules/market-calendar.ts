import { onFirstUse } from '../i18n/on-first-use';

/**
 * The product's calendar is Mexico's (es-MX, prices in USD for Mexican creators): "today" for a
 * casting call's deadline is the date in Mexico City, so a brand saving at 8 p.m. local time is
 * not told the deadline it picked for today has already passed (UTC would already be tomorrow).
 * The form, main and the core API read the same day from here.
 */
const MARKET_TIME_ZONE = 'America/Mexico_City';

// en-CA writes dates as YYYY-MM-DD.
const isoDay = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: MARKET_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }),
);

/** Today's date (YYYY-MM-DD) in the market's time zone at `now`. */
export function marketToday(now: Date = new Date()): string {
  return isoDay().format(now);
}
