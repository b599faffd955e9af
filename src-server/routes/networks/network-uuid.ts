import * as v from 'valibot';
import { ErrorCode } from '../../../src-shared/api/error-codes';
import { NetworkUuidSchema } from '../../../src-shared/schemas/network';
import { ApiError } from '../../http/errors';

export interface NetworkUuidParams {
  uuid: string;
}

/**
 * The `{uuid}` of an update or remove path. Anything that cannot be an id is a 404 like an
 * unknown or someone else's id, so the answer never tells which it was.
 */
export function networkUuidOf(params: NetworkUuidParams): string {
  if (!v.is(NetworkUuidSchema, params.uuid)) throw new ApiError(ErrorCode.notFound);
  return params.uuid.toLowerCase();
}
