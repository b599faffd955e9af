import { describe, expect, it } from 'vitest';
import {
  nextWizardSection,
  parseWizardSection,
  previousWizardSection,
  WIZARD_SECTIONS,
} from './wizard-sections';
import { parsePublicProfileSearch } from './public-profile-search';

describe('wizard sections', () => {
  it('are the spec’s six steps in order', () => {
    expect(WIZARD_SECTIONS).toEqual([
      'connections',
      'profile',
      'basic_info',
      'demographics',
      'family',
      'vanity',
    ]);
  });

  it('read unknown sections as connections', () => {
    expect(parseWizardSection('family')).toBe('family');
    expect(parseWizardSection('nope')).toBe('connections');
  });

  it('link back one step except from connections, and forward until vanity', () => {
    expect(previousWizardSection('connections')).toBeNull();
    expect(previousWizardSection('profile')).toBe('connections');
    expect(nextWizardSection('family')).toBe('vanity');
    expect(nextWizardSection('vanity')).toBeNull();
  });
});

describe('parsePublicProfileSearch', () => {
  it('keeps is_edit only when it is set', () => {
    expect(parsePublicProfileSearch({ is_edit: true })).toEqual({ is_edit: true });
    expect(parsePublicProfileSearch({ is_edit: 'true' })).toEqual({ is_edit: true });
    expect(parsePublicProfileSearch({ is_edit: 1 })).toEqual({ is_edit: true });
    expect(parsePublicProfileSearch({ is_edit: false })).toEqual({});
    expect(parsePublicProfileSearch({})).toEqual({});
  });
});
