import { describe, expect, it } from 'vitest';
import { FIRST_WIZARD_SECTION, parseWizardSection, wizardStepNumber } from './wizard-sections';
import { parsePublicProfileSearch } from './public-profile-search';

describe('wizard sections', () => {
  it('start at connections', () => {
    expect(FIRST_WIZARD_SECTION).toBe('connections');
  });

  it('read unknown sections as connections', () => {
    expect(parseWizardSection('family')).toBe('family');
    expect(parseWizardSection('nope')).toBe('connections');
  });

  it('number the steps from 1', () => {
    expect(wizardStepNumber('connections')).toBe(1);
    expect(wizardStepNumber('vanity')).toBe(6);
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
