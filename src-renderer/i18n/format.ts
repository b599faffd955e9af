import { APP_LOCALE } from './i18n';

const integerFormat = new Intl.NumberFormat(APP_LOCALE, { maximumFractionDigits: 0 });
const usdFormat = new Intl.NumberFormat(APP_LOCALE, { style: 'currency', currency: 'USD' });
const dateFormat = new Intl.DateTimeFormat(APP_LOCALE, { dateStyle: 'long' });

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `1234567` → `1,234,567`. */
export function formatInteger(value: number): string {
  return integerFormat.format(Math.round(value));
}

/** Prices are in US dollars (spec §9) written the Mexican way: `USD 1,234.50`. */
export function formatMoneyUsd(amount: number): string {
  return usdFormat.format(amount);
}

/**
 * `2025-03-05` or a Date → `5 de marzo de 2025`. Date-only strings are read as local calendar
 * dates: parsing them as UTC would show the previous day west of Greenwich (all of Mexico).
 */
export function formatDate(value: Date | string): string {
  return dateFormat.format(toDate(value));
}

function toDate(value: Date | string): Date {
  if (value instanceof Date) return value;
  const dateOnly = DATE_ONLY.exec(value);
  if (dateOnly) {
    const [, year, month, day] = dateOnly;
    return new Date(Number(year), Number(month) - 1, Number(day));
  }
  return new Date(value);
}
