import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/errors';
import { parseProfileStep, stepFieldProblems } from './profile-step';

const UNKNOWN = 'Este campo no está permitido.';
const OTHER_STEP = 'Este campo es de otro paso del perfil; guárdalo por separado.';

function failure(body: unknown): ApiError {
  try {
    parseProfileStep(body);
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a validation error');
}

describe('parseProfileStep', () => {
  it('picks the step from the fields and returns the schema output', () => {
    expect(parseProfileStep({ vanity_name: 'Ana.MX' })).toEqual({
      step: 'vanity',
      fields: { vanity_name: 'ana.mx' },
    });
    expect(parseProfileStep({ relationship: 'single', empty_pets: true })).toEqual({
      step: 'family',
      fields: { relationship: 'single', empty_pets: true },
    });
  });

  it('names unknown fields and fields of another step', () => {
    const error = failure({ gender: 'female', scholarship: 'bachelor', pets: ['dog'], x: 1 });
    expect(error.status).toBe(400);
    expect(error.message).toBe('Envía solo los campos de un paso del perfil.');
    expect(error.fields).toEqual({ pets: [OTHER_STEP], x: [UNKNOWN] });
  });

  it('refuses bodies that are not objects', () => {
    for (const body of [null, undefined, [], 'x']) {
      expect(failure(body).message).toBe('El cuerpo de la solicitud debe ser un objeto JSON.');
    }
  });
});

describe('stepFieldProblems', () => {
  it('takes the step most fields belong to as the one meant', () => {
    expect(stepFieldProblems(['country', 'telephone', 'first_name'])).toEqual({
      first_name: [OTHER_STEP],
    });
    expect(stepFieldProblems(['first_name', 'last_name', 'country'])).toEqual({
      country: [OTHER_STEP],
    });
  });

  it('breaks a tie by wizard order and reports only unknown keys when nothing is known', () => {
    expect(stepFieldProblems(['first_name', 'country'])).toEqual({ country: [OTHER_STEP] });
    expect(stepFieldProblems(['apodo', 'edad'])).toEqual({ apodo: [UNKNOWN], edad: [UNKNOWN] });
    expect(stepFieldProblems([])).toEqual({});
  });
});
