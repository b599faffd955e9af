import * as v from 'valibot';
import { ErrorCode } from '../../../src-shared/api/error-codes';
import { RecordIdSchema } from '../../../src-shared/schemas/common';
import { ApiError } from '../../http/errors';

export interface RecordIdParams {
  id: string;
}

/**
 * The `{id}` of a path naming one of the caller's records (brand, price, interest). Anything that
 * cannot be an id is a 404 like an unknown or someone else's id, so the answer never tells which.
 */
export function recordIdOf(params: RecordIdParams): string {
  if (!v.is(RecordIdSchema, params.id)) throw new ApiError(ErrorCode.notFound);
  return params.id.toLowerCase();
}
