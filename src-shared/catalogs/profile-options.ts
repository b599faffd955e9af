import { onFirstUse } from '../i18n/on-first-use';

/**
 * Option values the wizard offers and the core API accepts. Values are stable wire names; the
 * renderer shows them through i18n (`options.<list>.<value>`).
 *
 * docs/PRODUCT.md §5: "Default gender, scholarship and relationship options are the first or fourth
 * entries in their option lists." Gender and relationship default to their first entry (the neutral
 * "prefer not to say"); scholarship defaults to its fourth (bachelor's degree).
 */
export const GENDERS = ['prefer_not_to_say', 'female', 'male', 'non_binary', 'other'] as const;
export const SCHOLARSHIPS = [
  'primary',
  'secondary',
  'high_school',
  'bachelor',
  'master',
  'doctorate',
  'other',
] as const;
export const RELATIONSHIPS = [
  'prefer_not_to_say',
  'single',
  'in_a_relationship',
  'married',
  'divorced',
  'widowed',
] as const;
export const ETHNICITIES = [
  'mestizo',
  'indigenous',
  'afro_descendant',
  'white',
  'asian',
  'middle_eastern',
  'latino',
  'other',
] as const;
export const PETS = [
  'dog',
  'cat',
  'bird',
  'fish',
  'reptile',
  'rodent',
  'horse',
  'rabbit',
  'other',
] as const;
export const CHILD_GENDERS = ['girl', 'boy', 'other'] as const;
export const CHILD_AGE_RANGES = ['0-2', '3-5', '6-11', '12-17', '18+'] as const;
/** ISO 639-1 codes; names come from `Intl.DisplayNames` in es-MX. */
export const LANGUAGES = [
  'es',
  'en',
  'pt',
  'fr',
  'de',
  'it',
  'zh',
  'ja',
  'ko',
  'ar',
  'ru',
  'hi',
  'nl',
  'sv',
  'pl',
  'tr',
  'he',
  'el',
  'ca',
  'eu',
  'gl',
  'nah',
  'yua',
  'tl',
  'vi',
  'th',
  'id',
  'uk',
  'ro',
  'hu',
  'cs',
  'da',
  'fi',
  'no',
] as const;

export type Gender = (typeof GENDERS)[number];
export type Scholarship = (typeof SCHOLARSHIPS)[number];
export type Relationship = (typeof RELATIONSHIPS)[number];
export type Ethnicity = (typeof ETHNICITIES)[number];
export type Pet = (typeof PETS)[number];
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_GENDER: Gender = GENDERS[0];
export const DEFAULT_SCHOLARSHIP: Scholarship = SCHOLARSHIPS[3];
export const DEFAULT_RELATIONSHIP: Relationship = RELATIONSHIPS[0];

/** Languages of Mexico that ICU data may not name. */
const LANGUAGE_NAMES: Record<string, string> = { nah: 'Náhuatl', yua: 'Maya yucateco' };

const languageNames = onFirstUse(() => new Intl.DisplayNames(['es-MX'], { type: 'language' }));

/** Language names in Mexican Spanish, capitalised for lists. */
export function languageName(code: string): string {
  const name = LANGUAGE_NAMES[code] ?? languageNames().of(code) ?? code;
  return name.charAt(0).toLocaleUpperCase('es-MX') + name.slice(1);
}
