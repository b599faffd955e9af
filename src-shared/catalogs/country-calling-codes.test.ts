import { getCountries, getCountryCallingCode } from 'libphonenumber-js';
import { describe, expect, it } from 'vitest';
import { COUNTRY_CALLING_CODES } from './country-calling-codes';

describe('generated country dial codes', () => {
  it('match the installed libphonenumber-js (regenerate with scripts/generate-country-codes.ts)', () => {
    const fromLibrary = Object.fromEntries(
      getCountries().map((iso) => [iso, getCountryCallingCode(iso)]),
    );
    expect(COUNTRY_CALLING_CODES).toEqual(fromLibrary);
  });
});
