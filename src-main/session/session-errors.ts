import { ErrorCode } from '../../src-shared/api/error-codes';
import { BridgeError } from '../../src-shared/bridge/bridge-error';

/** Nobody is signed in on this server, or the account's token is gone from the keychain. */
export const notSignedIn = () =>
  new BridgeError({
    status: 401,
    code: ErrorCode.notAuthenticated,
    message: 'Inicia sesión para continuar.',
  });

/** An account id that has no session on this desktop (signed out, or of another server). */
export const unknownAccount = () =>
  new BridgeError({
    status: 404,
    code: ErrorCode.notFound,
    message: 'Esa cuenta no tiene una sesión abierta en este equipo.',
  });
