import { afterEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import {
  BasicInfoSchema,
  DemographicsSchema,
  FamilySchema,
  ProfileStepSchema,
  ProfileUpdateSchema,
  VanityStepSchema,
  profileStepOf,
  withEmptyFlag,
} from './profile';

const messages = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? [] : result.issues.map((issue) => issue.message);
};

const profile = {
  first_name: 'Ana',
  last_name: 'López',
  birthday: '1995-04-12',
  question_text: 'Creo contenido de viajes y comida mexicana.',
};

describe('profile step', () => {
  it('accepts the four required fields', () => {
    expect(messages(ProfileStepSchema, profile)).toEqual([]);
  });

  it.each([
    [{ first_name: '' }, 'validation.firstNameRequired'],
    [{ last_name: '   ' }, 'validation.lastNameRequired'],
    [{ birthday: '' }, 'validation.birthdayRequired'],
    [{ birthday: '1995-02-30' }, 'validation.birthdayInvalid'],
    [{ birthday: '2999-01-01' }, 'validation.birthdayFuture'],
    [{ birthday: '1899-12-31' }, 'validation.birthdayInvalid'],
    [{ birthday: '12/04/1995' }, 'validation.birthdayInvalid'],
    [{ question_text: '' }, 'validation.bioRequired'],
    [{ question_text: 'x'.repeat(501) }, 'validation.bioTooLong'],
    [{ first_name: 'x'.repeat(51) }, 'validation.nameTooLong'],
    [{ question_text: 'Escríbeme a correo@dominio.com' }, 'negativeContent.findInfoContact'],
    [{ question_text: 'Visita www.sitio.mx' }, 'negativeContent.findInfoContact'],
    [{ question_text: 'Llámame al 55 1234 5678' }, 'negativeContent.findInfoContact'],
    [{ first_name: 'Ana www.ana.mx' }, 'negativeContent.findInfoContact'],
    [{ last_name: 'López 5512345678' }, 'negativeContent.findInfoContact'],
  ])('%j → %s', (change, message) => {
    expect(messages(ProfileStepSchema, { ...profile, ...change })).toContain(message);
  });

  it('refuses unknown fields', () => {
    expect(messages(ProfileStepSchema, { ...profile, email: 'x@y.mx' }).length).toBeGreaterThan(0);
  });

  describe('birth date against today', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('needs 18 years at the birth date, counted from the clock', () => {
      vi.useFakeTimers({ now: new Date('2026-06-15T12:00:00Z'), toFake: ['Date'] });
      const birthday = (date: string) =>
        messages(ProfileStepSchema, { ...profile, birthday: date });
      expect(birthday('2008-06-15')).toEqual([]);
      expect(birthday('2008-06-16')).toEqual(['validation.birthdayTooYoung']);
      expect(birthday('2026-06-15')).toEqual(['validation.birthdayTooYoung']);
      expect(birthday('2026-06-16')).toEqual(['validation.birthdayFuture']);

      vi.setSystemTime(new Date('2026-06-16T00:00:00Z'));
      expect(birthday('2008-06-16')).toEqual([]);
    });
  });
});

describe('basic info step', () => {
  const basic = { country: 'MX', telephone: '+52 55 1234 5678', languages: ['es', 'en'] };

  it('accepts a phone with the country dial code and up to five languages', () => {
    expect(messages(BasicInfoSchema, basic)).toEqual([]);
    expect(
      messages(BasicInfoSchema, { ...basic, languages: ['es', 'en', 'fr', 'pt', 'de'] }),
    ).toEqual([]);
    expect(
      messages(BasicInfoSchema, {
        country: 'US',
        telephone: '+1 555 123 4567',
        empty_languages: true,
      }),
    ).toEqual([]);
  });

  it.each([
    [{ telephone: '+52 123456789012' }, 'validation.phoneInvalid'], // 14 digits
    [{ telephone: '+52 12345' }, 'validation.phoneInvalid'], // 7 digits
    [{ telephone: '55 1234 5678' }, 'validation.phoneInvalid'], // no dial code
    [{ country: 'US' }, 'validation.phoneInvalid'], // dial code of another country
    [{ country: 'XX' }, 'validation.countryInvalid'],
    [{ languages: ['es', 'en', 'fr', 'pt', 'de', 'it'] }, 'validation.languagesMax'],
    [{ languages: ['es', 'es'] }, 'validation.optionInvalid'],
    [{ languages: ['klingon'] }, 'validation.optionInvalid'],
    [{ empty_languages: true }, 'validation.emptyFlagInvalid'],
  ])('%j → %s', (change, message) => {
    expect(messages(BasicInfoSchema, { ...basic, ...change })).toContain(message);
  });
});

describe('demographics and family steps', () => {
  it('limits ethnicities to 4 and pets to 4', () => {
    const demographics = { gender: 'female', scholarship: 'bachelor' };
    expect(
      messages(DemographicsSchema, {
        ...demographics,
        ethnicity: ['mestizo', 'indigenous', 'asian', 'white'],
      }),
    ).toEqual([]);
    expect(
      messages(DemographicsSchema, {
        ...demographics,
        ethnicity: ['mestizo', 'indigenous', 'asian', 'white', 'latino'],
      }),
    ).toContain('validation.ethnicityMax');
    expect(messages(DemographicsSchema, { ...demographics, gender: 'robot' })).toContain(
      'validation.optionInvalid',
    );
    expect(
      messages(FamilySchema, {
        relationship: 'single',
        pets: ['dog', 'cat', 'bird', 'fish', 'horse'],
      }),
    ).toContain('validation.petsMax');
  });

  it('takes only complete children and agrees with its empty flags', () => {
    expect(
      messages(FamilySchema, {
        relationship: 'married',
        children: [{ gender: 'girl', age_range: '3-5' }],
      }),
    ).toEqual([]);
    expect(
      messages(FamilySchema, {
        relationship: 'married',
        children: [{ gender: 'girl', age_range: '' }],
      }),
    ).toContain('validation.childIncomplete');
    expect(
      messages(FamilySchema, { relationship: 'single', empty_children: true, empty_pets: true }),
    ).toEqual([]);
    expect(
      messages(FamilySchema, { relationship: 'single', pets: ['dog'], empty_pets: true }),
    ).toContain('validation.emptyFlagInvalid');
  });
});

describe('vanity step', () => {
  it.each([
    ['', 'creator.vanityRequitred'],
    ['ana crea', 'validation.vanityInvalid'],
    ['josé', 'validation.vanityInvalid'],
    ['ab', 'validation.vanityLength'],
  ])('%j → %s', (vanity_name, message) => {
    expect(messages(VanityStepSchema, { vanity_name })).toContain(message);
  });

  it('forces lowercase', () => {
    expect(v.parse(VanityStepSchema, { vanity_name: 'Ana.Crea' })).toEqual({
      vanity_name: 'ana.crea',
    });
  });
});

describe('profile update bodies', () => {
  it('belong to exactly one step', () => {
    expect(profileStepOf(profile)).toBe('profile');
    expect(profileStepOf({ vanity_name: 'ana' })).toBe('vanity');
    expect(profileStepOf({ relationship: 'single', empty_pets: true })).toBe('family');
    expect(profileStepOf({ first_name: 'Ana', vanity_name: 'ana' })).toBeNull();
    expect(profileStepOf({ email: 'x' })).toBeNull();
    expect(profileStepOf({})).toBeNull();
    expect(profileStepOf([])).toBeNull();
    expect(v.safeParse(ProfileUpdateSchema, profile).success).toBe(true);
    expect(v.safeParse(ProfileUpdateSchema, { ...profile, vanity_name: 'ana' }).success).toBe(
      false,
    );
  });

  it('send an empty list as its flag', () => {
    expect(withEmptyFlag('languages', 'empty_languages', [])).toEqual({ empty_languages: true });
    expect(withEmptyFlag('languages', 'empty_languages', ['es'])).toEqual({ languages: ['es'] });
  });
});
