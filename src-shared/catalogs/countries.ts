import { onFirstUse } from '../i18n/on-first-use';
import { COUNTRY_CALLING_CODES } from './country-calling-codes';

/** docs/PRODUCT.md §3 "Phone country item": iso, code (dial code), title. */
export interface PhoneCountry {
  iso: string;
  code: string;
  title: string;
}

export const DEFAULT_COUNTRY = 'MX';

/**
 * Every country with a dial code (generated from libphonenumber-js's metadata, which stays out of
 * the renderer's bundle), named in Mexican Spanish, sorted by name with Mexico first.
 */
export const phoneCountries: () => PhoneCountry[] = onFirstUse(() => {
  const names = new Intl.DisplayNames(['es-MX'], { type: 'region' });
  const collator = new Intl.Collator('es-MX');
  const all = Object.entries(COUNTRY_CALLING_CODES).map(([iso, code]) => ({
    iso,
    code,
    title: names.of(iso) ?? iso,
  }));
  all.sort((a, b) =>
    a.iso === DEFAULT_COUNTRY
      ? -1
      : b.iso === DEFAULT_COUNTRY
        ? 1
        : collator.compare(a.title, b.title),
  );
  return all;
});

export function phoneCountry(iso: string): PhoneCountry | undefined {
  return phoneCountries().find((country) => country.iso === iso.toUpperCase());
}

/**
 * The country a creator chose, in Spanish, for what brands read; null when they chose none (an
 * empty code), so screens leave the fact out rather than show a default (issue 34).
 */
export function chosenCountryName(iso: string): string | null {
  if (iso.trim() === '') return null;
  return phoneCountry(iso)?.title ?? iso.toUpperCase();
}
