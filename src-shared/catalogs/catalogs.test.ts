import { describe, expect, it } from 'vitest';
import { DEFAULT_COUNTRY, phoneCountries, phoneCountry } from './countries';
import {
  DEFAULT_GENDER,
  DEFAULT_RELATIONSHIP,
  DEFAULT_SCHOLARSHIP,
  GENDERS,
  RELATIONSHIPS,
  SCHOLARSHIPS,
  languageName,
} from './profile-options';

describe('phone countries', () => {
  it('puts Mexico first, named in Spanish with its dial code', () => {
    const [first] = phoneCountries();
    expect(first).toEqual({ iso: 'MX', code: '52', title: 'México' });
    expect(DEFAULT_COUNTRY).toBe('MX');
    expect(phoneCountry('us')).toMatchObject({ code: '1', title: 'Estados Unidos' });
    expect(phoneCountry('ES')?.title).toBe('España');
  });

  it('lists every country once with a numeric dial code', () => {
    const all = phoneCountries();
    expect(all.length).toBeGreaterThan(200);
    expect(new Set(all.map((country) => country.iso)).size).toBe(all.length);
    for (const country of all) expect(country.code).toMatch(/^\d{1,4}$/);
  });
});

describe('profile options', () => {
  it('default to the first or fourth entry of their lists (docs/PRODUCT.md §5)', () => {
    expect(DEFAULT_GENDER).toBe(GENDERS[0]);
    expect(DEFAULT_RELATIONSHIP).toBe(RELATIONSHIPS[0]);
    expect(DEFAULT_SCHOLARSHIP).toBe(SCHOLARSHIPS[3]);
  });

  it('names languages in Mexican Spanish, including languages of Mexico', () => {
    expect(languageName('es')).toBe('Español');
    expect(languageName('en')).toBe('Inglés');
    expect(languageName('nah')).toBe('Náhuatl');
  });
});
