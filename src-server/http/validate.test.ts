import { readFileSync } from 'node:fs';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CredentialsSchema, DefineRoleSchema } from '../../src-shared/schemas/auth';
import { BasicInfoSchema, ProfileStepSchema } from '../../src-shared/schemas/profile';
import { ApiError } from './errors';
import { validationMessages } from './messages';
import { parseBody } from './validate';

function failure(schema: v.GenericSchema, body: unknown): ApiError {
  try {
    parseBody(schema, body);
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a validation error');
}

describe('parseBody', () => {
  it('returns the schema output (trimmed, lowercased e-mail)', () => {
    expect(
      parseBody(CredentialsSchema, { email: ' Ana@Example.COM ', password: '12345678' }),
    ).toEqual({
      email: 'ana@example.com',
      password: '12345678',
    });
  });

  it('translates the shared i18n keys to Spanish per field', () => {
    const error = failure(CredentialsSchema, { email: 'x', password: '1' });
    expect(error.status).toBe(400);
    expect(error.fields).toEqual({
      email: ['Escribe un correo electrónico válido, por ejemplo nombre@dominio.com.'],
      password: ['La contraseña debe tener al menos 8 caracteres.'],
    });
  });

  it('names missing and unknown fields', () => {
    expect(failure(DefineRoleSchema, { rol: 'brand' }).fields).toEqual({
      role: ['Este campo es obligatorio.'],
      rol: ['Este campo no está permitido.'],
    });
  });

  it('refuses bodies that are not objects, arrays included', () => {
    for (const body of [undefined, null, 'texto', 3, ['a']]) {
      const error = failure(CredentialsSchema, body);
      expect(error.message).toBe('El cuerpo de la solicitud debe ser un objeto JSON.');
      expect(error.fields).toBeUndefined();
    }
  });

  it('has Spanish text for every key the shared auth schemas use', () => {
    const keys = [
      'emailRequired',
      'emailInvalid',
      'passwordRequired',
      'passwordTooShort',
      'passwordTooLong',
      'roleInvalid',
    ];
    for (const key of keys) expect(validationMessages[`validation.${key}`], key).toBeTruthy();
  });

  it('has Spanish text for every message key the shared profile schemas use', () => {
    // Read from the source so a key added to the schemas later cannot go untranslated.
    const source = readFileSync(
      new URL('../../src-shared/schemas/profile.ts', import.meta.url),
      'utf8',
    );
    const keys = new Set(
      source
        .match(/'(?:validation|negativeContent|creator)\.[A-Za-z]+'/g)
        ?.map((quoted) => quoted.slice(1, -1)),
    );
    expect(keys).toContain('negativeContent.findInfoContact');
    expect(keys).toContain('creator.vanityRequitred');
    for (const key of keys) expect(validationMessages[key], key).toBeTruthy();
  });

  it('reports the first broken rule of a field only', () => {
    expect(
      failure(ProfileStepSchema, {
        first_name: '',
        last_name: 'López',
        birthday: '',
        question_text: 'Hola',
      }).fields,
    ).toEqual({
      first_name: ['Escribe tu nombre.'],
      birthday: ['Escribe tu fecha de nacimiento.'],
    });
  });

  it('puts a rule over several fields in the message', () => {
    const Range = v.pipe(
      v.strictObject({ from: v.number(), to: v.number() }),
      v.check((input) => input.from <= input.to, 'validation.emptyFlagInvalid'),
    );
    const error = failure(Range, { from: 2, to: 1 });
    expect(error.message).toBe('Una lista marcada como vacía no puede llevar elementos.');
    expect(error.fields).toBeUndefined();
  });

  it('names the flag field when an empty flag comes with items', () => {
    const error = failure(BasicInfoSchema, {
      country: 'MX',
      telephone: '+52 55 1234 5678',
      languages: ['es'],
      empty_languages: true,
    });
    expect(error.fields).toEqual({
      empty_languages: ['Una lista marcada como vacía no puede llevar elementos.'],
    });
  });
});
