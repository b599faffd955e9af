import i18next, { type i18n as I18n } from 'i18next';
import esMX from './media-kit.es-MX.json' with { type: 'json' };
import { onFirstUse } from '../i18n/on-first-use';

export const MEDIA_KIT_LOCALE = 'es-MX';

function createMediaKitI18n(): I18n {
  const instance = i18next.createInstance();
  // Bundled resources and a synchronous init: main renders a kit without awaiting anything.
  void instance.init({
    lng: MEDIA_KIT_LOCALE,
    fallbackLng: MEDIA_KIT_LOCALE,
    supportedLngs: [MEDIA_KIT_LOCALE],
    resources: { [MEDIA_KIT_LOCALE]: { translation: esMX } },
    initAsync: false,
    // The HTML renderer escapes every finished string once; escaping here too would double it.
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

/** The kit's own strings, separate from the app's so main and Node tests can print kits too. */
export const mediaKitI18n: I18n = createMediaKitI18n();

/** A number format in the kit's locale, made the first time a kit formats with it. */
const kitNumberFormat = (options: Intl.NumberFormatOptions) =>
  onFirstUse(() => new Intl.NumberFormat(MEDIA_KIT_LOCALE, options));

const integerFormat = kitNumberFormat({ maximumFractionDigits: 0 });
const changeFormat = kitNumberFormat({ maximumFractionDigits: 0, signDisplay: 'exceptZero' });
const usdFormat = kitNumberFormat({ style: 'currency', currency: 'USD' });
const erFormat = kitNumberFormat({
  style: 'percent',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const shareFormat = kitNumberFormat({ style: 'percent', maximumFractionDigits: 1 });
const changePercentFormat = kitNumberFormat({
  style: 'percent',
  maximumFractionDigits: 1,
  signDisplay: 'exceptZero',
});
const scoreFormat = kitNumberFormat({ maximumFractionDigits: 1 });

/** `1234567` → `1,234,567`. */
export const formatKitInteger = (value: number): string =>
  integerFormat().format(Math.round(value));
/** A change in followers, signed: `1234` → `+1,234`, `-50` → `-50`, `0` → `0`. */
export const formatKitChange = (value: number): string => changeFormat().format(Math.round(value));
/** A change in percentage points, signed, one decimal at most: `2.64` → `+2.6%`. */
export const formatKitChangePercent = (points: number): string =>
  changePercentFormat().format(points / 100);
/** Percentage points, two decimals: `3.456` → `3.46%`. */
export const formatKitEr = (points: number): string => erFormat().format(points / 100);
/** A share of the audience in points, at most one decimal: `52.5` → `52.5%`. */
export const formatKitShare = (points: number): string => shareFormat().format(points / 100);
export const formatKitScore = (value: number): string => scoreFormat().format(value);
/** Prices are US dollars written the Mexican way: `USD 1,234.50`. */
export const formatKitUsd = (amount: number): string => usdFormat().format(amount);

/**
 * Dates as the calendar day of the computer that shows or exports the kit, like every date in
 * the app: the kit page and the kit it exports name the same day. The formatters are made per
 * kit, not once, so they follow the computer's time zone if it changes while the app runs.
 */
export interface KitDates {
  /** `5 de marzo de 2025`; '' when the value is not a date. */
  day(iso: string): string;
  /** `marzo de 2025`; '' when the value is not a date. */
  month(iso: string): string;
}

export function kitDates(): KitDates {
  const dayFormat = new Intl.DateTimeFormat(MEDIA_KIT_LOCALE, { dateStyle: 'long' });
  const monthFormat = new Intl.DateTimeFormat(MEDIA_KIT_LOCALE, { month: 'long', year: 'numeric' });
  const format = (formatter: Intl.DateTimeFormat, iso: string) => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? '' : formatter.format(date);
  };
  return {
    day: (iso) => format(dayFormat, iso),
    month: (iso) => format(monthFormat, iso),
  };
}
