import { describe, expect, it } from 'vitest';
import { emptyMetaInfo, type User } from '../../src-shared/domain/user';
import { sameRecord, sectionValues, withSectionValues } from './queued-profile-section';

const user: User = {
  id: 'u1',
  email: 'ana@ejemplo.mx',
  role: 'influencer',
  permissions: [],
  first_name: 'Ana',
  last_name: 'Torres',
  profile_image: null,
  question_text: 'Viajes.',
  telephone: '+52 55 1234 5678',
  country: 'MX',
  meta_info: { ...emptyMetaInfo(), birthday: '1990-01-01', pets: ['dog'] },
  vanity_name: 'ana',
};

describe('a wizard step’s values in the offline copy', () => {
  it('reads a step’s fields from the user as the step names them', () => {
    expect(sectionValues(user, 'profile')).toEqual({
      first_name: 'Ana',
      last_name: 'Torres',
      birthday: '1990-01-01',
      question_text: 'Viajes.',
    });
    expect(sectionValues(user, 'family')).toEqual({
      relationship: null,
      pets: ['dog'],
      children: [],
    });
  });

  it('puts typed values in place, an empty flag clearing its list, and nothing else', () => {
    const typed = withSectionValues(user, {
      relationship: 'single',
      empty_pets: true,
      children: [{ gender: 'female', age_range: '0-2' }],
    });
    expect(sectionValues(typed, 'family')).toEqual({
      relationship: 'single',
      pets: [],
      children: [{ gender: 'female', age_range: '0-2' }],
    });
    expect(sectionValues(typed, 'profile')).toEqual(sectionValues(user, 'profile'));
    expect(user.meta_info.pets).toEqual(['dog']);
  });

  it('compares records whatever their key order', () => {
    expect(sameRecord({ a: 1, b: [1, { c: 2, d: 3 }] }, { b: [1, { d: 3, c: 2 }], a: 1 })).toBe(
      true,
    );
    expect(sameRecord({ a: 1 }, { a: 2 })).toBe(false);
    expect(sameRecord(null, undefined)).toBe(true);
  });
});
