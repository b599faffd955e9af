import i18next, { type i18n as I18n } from 'i18next';
import esMX from './media-kit.es-MX.json' with { type: 'json' };

export const MEDIA_KIT_LOCALE = 'es-MX';
/** Kits are read by brands in Mexico: dates are the calendar day there, wherever main runs. */
export const MEDIA_KIT_TIME_ZONE = 'America/Mexico_City';

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

const integerFormat = new Intl.NumberFormat(MEDIA_KIT_LOCALE, { maximumFractionDigits: 0 });
const usdFormat = new Intl.NumberFormat(MEDIA_KIT_LOCALE, { style: 'currency', currency: 'USD' });
const erFormat = new Intl.NumberFormat(MEDIA_KIT_LOCALE, {
  style: 'percent',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const shareFormat = new Intl.NumberFormat(MEDIA_KIT_LOCALE, {
  style: 'percent',
  maximumFractionDigits: 1,
});
const scoreFormat = new Intl.NumberFormat(MEDIA_KIT_LOCALE, { maximumFractionDigits: 1 });
const dateFormat = new Intl.DateTimeFormat(MEDIA_KIT_LOCALE, {
  dateStyle: 'long',
  timeZone: MEDIA_KIT_TIME_ZONE,
});

/** `1234567` → `1,234,567`. */
export const formatKitInteger = (value: number): string => integerFormat.format(Math.round(value));
/** Percentage points, two decimals: `3.456` → `3.46 %`. */
export const formatKitEr = (points: number): string => erFormat.format(points / 100);
/** A share of the audience in points, at most one decimal: `52.5` → `52.5 %`. */
export const formatKitShare = (points: number): string => shareFormat.format(points / 100);
export const formatKitScore = (value: number): string => scoreFormat.format(value);
/** Prices are US dollars written the Mexican way. */
export const formatKitUsd = (amount: number): string => usdFormat.format(amount);

/** An ISO date-time as the calendar day in Mexico City: `5 de marzo de 2025`; '' when unreadable. */
export function formatKitDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}
