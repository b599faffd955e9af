import { describe, expect, it } from 'vitest';
import {
  CHILD_AGE_RANGES,
  CHILD_GENDERS,
  ETHNICITIES,
  GENDERS,
  PETS,
  RELATIONSHIPS,
  SCHOLARSHIPS,
} from '../../src-shared/catalogs/profile-options';
import { SOCIAL_NETWORKS } from '../../src-shared/domain/network';
import { WIZARD_SECTIONS } from '../../src-shared/domain/wizard';
import { i18n } from './i18n';

// Every source file of the renderer, read as text by Vite (no Node APIs in renderer code).
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Literal keys passed to `t('…')` anywhere in the renderer. */
function literalKeys(): string[] {
  const keys = new Set<string>();
  for (const source of Object.values(sources)) {
    for (const match of source.matchAll(/\bt\(\s*'([^'$]+)'/g)) keys.add(match[1]!);
  }
  return [...keys];
}

const SPEC_KEYS = [
  'errorTitle',
  'errorText',
  'socialErrorTitle',
  'socialError',
  'tryAgain',
  'noFollowers',
  'needFollowers',
  'errorUrl',
  'negativeContent.findInfoContact',
  'creator.vanityRequitred',
  'vanity_in_use',
  'already connected',
];

describe('es-MX locale', () => {
  it('is the initialised language', () => {
    expect(i18n.language).toBe('es-MX');
    expect(i18n.options.fallbackLng).toEqual(['es-MX']);
  });

  it('has every key the renderer asks for', () => {
    const keys = literalKeys();
    expect(keys.length).toBeGreaterThan(50);
    // A plural key exists as its forms (`_one`, `_other`), found with a count.
    const exists = (key: string) => i18n.exists(key) || i18n.exists(key, { count: 2 });
    expect(keys.filter((key) => !exists(key))).toEqual([]);
  });

  it('has every key built from a value at run time', () => {
    const dynamic = [
      ...['signIn', 'signUp'].flatMap((mode) => [
        `auth.modes.${mode}`,
        `auth.title.${mode}`,
        `auth.subtitle.${mode}`,
        `auth.submit.${mode}`,
      ]),
      ...['google', 'facebook'].flatMap((provider) => [
        `auth.providers.${provider}.action`,
        `auth.providers.${provider}.notConfigured`,
      ]),
      ...WIZARD_SECTIONS.flatMap((section) =>
        ['title', 'short', 'description'].map((part) => `onboarding.sections.${section}.${part}`),
      ),
      ...['creator', 'brand'].flatMap((key) => [
        `defineRole.${key}.title`,
        `defineRole.${key}.description`,
      ]),
      'roles.influencer',
      'roles.brand',
      ...SOCIAL_NETWORKS.map((network) => `networks.${network}`),
      ...['missingDialCode', 'badCharacters', 'tooFewDigits', 'tooManyDigits'].map(
        (problem) => `onboarding.basicInfo.phoneProblems.${problem}`,
      ),
    ];
    expect(dynamic.filter((key) => !i18n.exists(key))).toEqual([]);
  });

  it('labels every option of the profile catalogues', () => {
    const catalogues: Record<string, readonly string[]> = {
      gender: GENDERS,
      scholarship: SCHOLARSHIPS,
      relationship: RELATIONSHIPS,
      ethnicity: ETHNICITIES,
      pets: PETS,
      childGender: CHILD_GENDERS,
      childAgeRange: CHILD_AGE_RANGES,
    };
    const keys = Object.entries(catalogues).flatMap(([list, values]) =>
      values.map((value) => `options.${list}.${value}`),
    );
    expect(keys.filter((key) => !i18n.exists(key))).toEqual([]);
    expect(i18n.t('options.childAgeRange.0-2')).toBe('0 a 2 años');
  });

  it('names twitter X and spotify Podcast', () => {
    expect(i18n.t('networks.twitter')).toBe('X');
    expect(i18n.t('networks.spotify')).toBe('Podcast');
  });

  it('has the validation messages the shared schemas name', () => {
    const keys = [
      'validation.emailRequired',
      'validation.emailInvalid',
      'validation.passwordRequired',
      'validation.passwordTooShort',
      'validation.passwordTooLong',
      'validation.roleInvalid',
      ...[
        'firstNameRequired',
        'lastNameRequired',
        'nameTooLong',
        'birthdayRequired',
        'birthdayInvalid',
        'bioRequired',
        'bioTooLong',
        'countryInvalid',
        'phoneInvalid',
        'optionInvalid',
        'languagesMax',
        'ethnicityMax',
        'petsMax',
        'childIncomplete',
        'childrenMax',
        'emptyFlagInvalid',
        'vanityInvalid',
        'vanityLength',
        'profileFieldsInvalid',
        'imageInvalid',
        'imageTooLarge',
        'imageType',
      ].map((key) => `validation.${key}`),
    ];
    expect(keys.filter((key) => !i18n.exists(key))).toEqual([]);
  });

  it('has the spec’s message keys, spelled as the spec spells them', () => {
    expect(SPEC_KEYS.filter((key) => !i18n.exists(key))).toEqual([]);
  });
});
