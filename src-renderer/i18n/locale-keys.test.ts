import { describe, expect, it } from 'vitest';
import { WIZARD_SECTIONS } from '../features/onboarding/wizard-sections';
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
    expect(keys.filter((key) => !i18n.exists(key))).toEqual([]);
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
    ];
    expect(dynamic.filter((key) => !i18n.exists(key))).toEqual([]);
  });

  it('has the validation messages the shared schemas name', () => {
    const keys = [
      'validation.emailRequired',
      'validation.emailInvalid',
      'validation.passwordRequired',
      'validation.passwordTooShort',
      'validation.passwordTooLong',
      'validation.roleInvalid',
    ];
    expect(keys.filter((key) => !i18n.exists(key))).toEqual([]);
  });

  it('has the spec’s message keys, spelled as the spec spells them', () => {
    expect(SPEC_KEYS.filter((key) => !i18n.exists(key))).toEqual([]);
  });
});
