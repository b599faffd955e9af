import { IDEMPOTENCY_KEY_HEADER } from '../../../src-shared/domain/queued-action';
import { IDEMPOTENT_WRITE_METHODS } from '../idempotency/idempotency-request';
import type { JsonSchema, RouteDoc } from './route-doc';

/**
 * Whether a route honours `Idempotency-Key` (http/idempotency/): every write with a bearer token,
 * except uploads, which refuse the header.
 */
export function takesIdempotencyKey(doc: RouteDoc): boolean {
  if (doc.access !== 'bearer' || !IDEMPOTENT_WRITE_METHODS.has(doc.method)) return false;
  const types = [doc.body?.contentType ?? 'application/json'].flat();
  return types.some((type) => type !== 'multipart/form-data');
}

/** The reusable header parameter (`#/components/parameters/IdempotencyKey`). */
export const idempotencyKeyParameter: JsonSchema = {
  name: IDEMPOTENCY_KEY_HEADER,
  in: 'header',
  required: false,
  description:
    'Runs this write once per account and key for 24 hours. The same request again (method, ' +
    'path and body) answers the first answer (2xx or 4xx; a 5xx is not kept) with the header ' +
    '`Idempotent-Replayed: true` and runs nothing; another request with the key is a 422 ' +
    '`idempotency_key_reused`; while the first still runs, a 409 `idempotency_key_in_progress` ' +
    'with `Retry-After: 1`. An invalid key is a 400 `validation_error`.',
  schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x20-\\x7E]+$' },
};
