import { describe, expect, it } from 'vitest';
import { ApiError, errorDefinitions } from './errors';
import { toApiError } from './error-handler';

function fastifyError(code: string, statusCode: number): Error {
  return Object.assign(new Error('fastify says'), { code, statusCode });
}

describe('error mapping', () => {
  it('passes ApiErrors through', () => {
    const error = new ApiError('email_in_use');
    expect(toApiError(error)).toBe(error);
    expect(error.status).toBe(409);
    expect(error.toBody()).toEqual({
      code: 'email_in_use',
      message: 'Ya existe una cuenta con este correo.',
    });
  });

  it('keeps fields and custom messages in the body', () => {
    const error = new ApiError('validation_error', { message: 'Mal', fields: { email: ['x'] } });
    expect(error.toBody()).toEqual({
      code: 'validation_error',
      message: 'Mal',
      fields: { email: ['x'] },
    });
  });

  it('turns malformed and empty JSON into 400 validation_error', () => {
    for (const code of ['FST_ERR_CTP_INVALID_JSON_BODY', 'FST_ERR_CTP_EMPTY_JSON_BODY']) {
      const mapped = toApiError(fastifyError(code, 400));
      expect(mapped.status).toBe(400);
      expect(mapped.code).toBe('validation_error');
      expect(mapped.message).toBe('El cuerpo de la solicitud no es JSON válido.');
    }
  });

  it('maps Fastify client errors by status', () => {
    expect(toApiError(fastifyError('FST_ERR_CTP_BODY_TOO_LARGE', 413)).code).toBe(
      'payload_too_large',
    );
    expect(toApiError(fastifyError('FST_ERR_CTP_INVALID_MEDIA_TYPE', 415)).code).toBe(
      'unsupported_media_type',
    );
    expect(toApiError(fastifyError('X', 404)).code).toBe('not_found');
    expect(toApiError(fastifyError('X', 429)).code).toBe('rate_limited');
    expect(toApiError(fastifyError('FST_ERR_CTP_INVALID_CONTENT_LENGTH', 400)).code).toBe(
      'validation_error',
    );
  });

  it('hides everything else behind a Spanish 500', () => {
    for (const error of [
      new Error('relation "users" does not exist'),
      fastifyError('X', 503),
      'boom',
      null,
    ]) {
      const mapped = toApiError(error);
      expect(mapped.status).toBe(500);
      expect(mapped.toBody()).toEqual({
        code: 'internal_error',
        message: 'Ocurrió un error inesperado. Inténtalo de nuevo.',
      });
    }
  });

  it('gives every code a status and a Spanish message', () => {
    for (const [code, definition] of Object.entries(errorDefinitions)) {
      expect(definition.status, code).toBeGreaterThanOrEqual(400);
      expect(definition.message, code).toMatch(/[.!]$/);
    }
  });
});
