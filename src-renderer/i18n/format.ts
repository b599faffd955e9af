import { APP_LOCALE } from './i18n';

const integerFormat = new Intl.NumberFormat(APP_LOCALE, { maximumFractionDigits: 0 });
const usdFormat = new Intl.NumberFormat(APP_LOCALE, { style: 'currency', currency: 'USD' });
const decimalFormat = new Intl.NumberFormat(APP_LOCALE, { maximumFractionDigits: 2 });
const percentFormat = new Intl.NumberFormat(APP_LOCALE, {
  style: 'percent',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const dateFormat = new Intl.DateTimeFormat(APP_LOCALE, { dateStyle: 'long' });
const shortDateFormat = new Intl.DateTimeFormat(APP_LOCALE, { dateStyle: 'medium' });
const dayMonthFormat = new Intl.DateTimeFormat(APP_LOCALE, { day: 'numeric', month: 'short' });
const monthYearFormat = new Intl.DateTimeFormat(APP_LOCALE, { month: 'long', year: 'numeric' });

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `1234567` → `1,234,567`. */
export function formatInteger(value: number): string {
  return integerFormat.format(Math.round(value));
}

/** `1234.567` → `1,234.57`: up to two decimals, none when the value is whole. */
export function formatDecimal(value: number): string {
  return decimalFormat.format(value);
}

/** Takes percentage points: `3.456` → `3.46%`, always with two decimals. */
export function formatPercent(points: number): string {
  return percentFormat.format(points / 100);
}

const shareFormat = new Intl.NumberFormat(APP_LOCALE, {
  style: 'percent',
  maximumFractionDigits: 1,
});

/** A share of a whole, in percentage points with at most one decimal: `52.5` → `52.5%`, `30` → `30%`. */
export function formatShare(points: number): string {
  return shareFormat.format(points / 100);
}

/** Prices are in US dollars (docs/PRODUCT.md §9) written the Mexican way: `USD 1,234.50`. */
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

/** `2026-11-21T18:00:00Z` → `21 nov 2026` (abbreviated month, in the local time zone). */
export function formatShortDate(value: Date | string): string {
  return shortDateFormat.format(toDate(value));
}

/** `2026-12-12` → `12 dic`: a date close enough that its year goes without saying. */
export function formatDayMonth(value: Date | string): string {
  return dayMonthFormat.format(toDate(value));
}

/**
 * `2026-12-03T18:00:00Z` → `diciembre de 2026`: when a day would say more than is meant (the month a
 * collaboration began, as the media kit says it).
 */
export function formatMonthYear(value: Date | string): string {
  return monthYearFormat.format(toDate(value));
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
