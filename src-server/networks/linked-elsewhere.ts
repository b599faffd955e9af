import { ErrorCode } from '../../src-shared/api/error-codes';
import type { NetworkRow } from '../db/schema';
import { ApiError } from '../http/errors';

const VERIFIED_ELSEWHERE =
  'Esta cuenta ya está verificada en otro perfil: solo quien inicia sesión en ella puede conectarla.';

/**
 * The spec's accountNetwrokExists (409) for an account another user holds. A hand-typed claim of
 * an account its owner verified by signing in is told so: typing can never take it, and only a
 * sign-in to the account would (that one would still meet the owner's 409).
 */
export function linkedElsewhere(holder: Pick<NetworkRow, 'connected'>, typed: boolean): ApiError {
  return new ApiError(
    ErrorCode.networkLinkedElsewhere,
    typed && holder.connected ? { message: VERIFIED_ELSEWHERE } : {},
  );
}
