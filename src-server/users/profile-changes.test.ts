import { describe, expect, it } from 'vitest';
import { profileChanges } from './profile-changes';

describe('profileChanges', () => {
  it('maps the profile step to names, bio and meta_info.birthday', () => {
    expect(
      profileChanges({
        step: 'profile',
        fields: {
          first_name: 'Ana',
          last_name: 'López',
          birthday: '1990-05-17',
          question_text: 'Hola',
        },
      }),
    ).toEqual({
      columns: { first_name: 'Ana', last_name: 'López', question_text: 'Hola' },
      meta: { birthday: '1990-05-17' },
    });
  });

  it('leaves a list alone when absent, replaces it when sent, clears it with its flag', () => {
    const basic = { country: 'mx', telephone: '+52 55 1234 5678' };
    expect(profileChanges({ step: 'basic_info', fields: basic })).toEqual({
      columns: { country: 'MX', telephone: '+52 55 1234 5678' },
      meta: {},
    });
    expect(
      profileChanges({ step: 'basic_info', fields: { ...basic, languages: ['es'] } }).meta,
    ).toEqual({ languages: ['es'] });
    expect(
      profileChanges({ step: 'basic_info', fields: { ...basic, empty_languages: true } }).meta,
    ).toEqual({ languages: [] });
  });

  it('writes demographics and family to meta_info only', () => {
    expect(
      profileChanges({
        step: 'demographics',
        fields: { gender: 'female', scholarship: 'bachelor', empty_ethnicity: true },
      }),
    ).toEqual({ columns: {}, meta: { gender: 'female', scholarship: 'bachelor', ethnicity: [] } });
    expect(
      profileChanges({
        step: 'family',
        fields: {
          relationship: 'single',
          pets: ['dog'],
          empty_children: true,
        },
      }),
    ).toEqual({ columns: {}, meta: { relationship: 'single', pets: ['dog'], children: [] } });
  });

  it('writes the handle column for the vanity step', () => {
    expect(profileChanges({ step: 'vanity', fields: { vanity_name: 'ana.mx' } })).toEqual({
      columns: { vanity_name: 'ana.mx' },
      meta: {},
    });
  });
});
