import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode } from '../../src-shared/api/error-codes';
import { ApiError } from './errors';
import { translateValidationKey } from './messages';

const NUL = '\u0000';
export const NUL_MESSAGE_KEY = 'validation.textNul';

/**
 * Where the first U+0000 sits in a request value: the dot path of the string (or key) holding
 * it (`children.0.gender`, `''` for a bare string), or null when there is none. PostgreSQL can
 * store it in neither text nor jsonb, so such a value would only ever reach the database to fail
 * there. Walked with an explicit stack: a 1 MB body can nest deeper than the call stack goes.
 */
export function nulPath(value: unknown): string | null {
  const pending: Array<[unknown, string]> = [[value, '']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, path] = next;
    if (typeof item === 'string') {
      if (item.includes(NUL)) return path;
      continue;
    }
    if (typeof item !== 'object' || item === null) continue;
    for (const [key, child] of Object.entries(item)) {
      const childPath = path === '' ? key : `${path}.${key}`;
      if (key.includes(NUL)) return childPath;
      pending.push([child, childPath]);
    }
  }
  return null;
}

/** The 400 for a value holding U+0000, naming the field when there is one. */
export function nulError(field: string): ApiError {
  const text = translateValidationKey(NUL_MESSAGE_KEY);
  return new ApiError(
    ErrorCode.validation,
    field === '' ? { message: text } : { fields: { [field]: [text] } },
  );
}

/** Throws the 400 when `value` holds U+0000 anywhere. */
export function refuseNul(value: unknown): void {
  const field = nulPath(value);
  if (field !== null) throw nulError(field);
}

/**
 * Every route refuses U+0000 in its path parameters, query string and parsed body (JSON or
 * form) before its handler runs; multipart text fields are checked as readMultipartForm reads them.
 * After the route's onRequest hooks, so anonymous callers still get their 401 first.
 */
export function installNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    refuseNul(request.params);
    refuseNul(request.query);
    refuseNul(request.body);
  });
}
