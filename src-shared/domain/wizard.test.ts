import { describe, expect, it } from 'vitest';
import { isWizardSection, nextSection, previousSection, WIZARD_SECTIONS } from './wizard';

describe('wizard order', () => {
  it('runs connections → profile → basic_info → demographics → family → vanity', () => {
    expect(WIZARD_SECTIONS).toEqual([
      'connections',
      'profile',
      'basic_info',
      'demographics',
      'family',
      'vanity',
    ]);
    expect(nextSection('connections')).toBe('profile');
    expect(nextSection('family')).toBe('vanity');
    expect(nextSection('vanity')).toBeNull();
    expect(previousSection('profile')).toBe('connections');
    expect(previousSection('connections')).toBeNull();
    expect(isWizardSection('basic_info')).toBe(true);
    expect(isWizardSection('settings')).toBe(false);
  });
});
