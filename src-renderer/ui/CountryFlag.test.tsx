import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as flags from 'country-flag-icons/react/3x2';
import { phoneCountries } from '../../src-shared/catalogs/countries';
import { CountryFlag } from './CountryFlag';

describe('CountryFlag', () => {
  it('draws the flag as SVG, not as an emoji a machine without an emoji font shows as letters', async () => {
    const { container } = render(<CountryFlag iso="mx" />);
    await expect.poll(() => container.querySelector('svg[data-flag="MX"]')).not.toBeNull();
    expect(container.textContent).toBe('');
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('has a drawn flag for nearly every country of the phone field', () => {
    const missing = phoneCountries().filter((country) => !(country.iso in flags));
    // libphonenumber's list holds a few territories with no flag of their own (e.g. Tristan da Cunha).
    expect(missing.length).toBeLessThanOrEqual(3);
  });

  it('keeps the place with a blank box for a code it has no flag for', () => {
    const { container } = render(<CountryFlag iso="ZZ" />);
    expect(container.querySelector('.country-flag--blank')).not.toBeNull();
    expect(container.querySelector('svg')).toBeNull();
  });
});
