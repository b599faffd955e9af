import {
  DEFAULT_COUNTRY,
  phoneCountry,
  type PhoneCountry,
} from '../../../../../src-shared/catalogs/countries';

/** Lowercase without accents, so "mexico" finds "México" and "peru" finds "Perú". */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('es-MX')
    .trim();
}

/**
 * Countries whose Spanish name contains the query, whose ISO code is it, or whose dial code
 * starts with it. Names that start with the query come first: "co" puts Colombia before México.
 */
export function searchCountries(
  countries: readonly PhoneCountry[],
  query: string,
): readonly PhoneCountry[] {
  const folded = fold(query);
  if (folded === '') return countries;
  const digits = folded.replace(/^\+/, '');
  const matches = countries.filter(
    (country) =>
      fold(country.title).includes(folded) ||
      country.iso.toLowerCase() === folded ||
      (/^\d+$/.test(digits) && country.code.startsWith(digits)),
  );
  const startsWithQuery = (country: PhoneCountry) => fold(country.title).startsWith(folded);
  return [...matches.filter(startsWithQuery), ...matches.filter((c) => !startsWithQuery(c))];
}

const UNKNOWN_COUNTRY = (iso: string): PhoneCountry => ({ iso, code: '', title: iso });

/** The picker's country: the one given, else Mexico (docs/PRODUCT.md §5 default). */
export function pickedCountry(iso: string): PhoneCountry {
  return phoneCountry(iso) ?? phoneCountry(DEFAULT_COUNTRY) ?? UNKNOWN_COUNTRY(iso);
}
