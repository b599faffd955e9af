import { ErrorCode } from '../../src-shared/api/error-codes';
import { BridgeError } from '../../src-shared/bridge/bridge-error';

/**
 * docs/PRODUCT.md §4/§9: Facebook's login surface (its SDK, here its dialog) gets 3000 ms to load.
 */
export const FACEBOOK_LOGIN_LOAD_TIMEOUT_MS = 3000;

/** The sign-in page did not load in time (offline, blocked, provider down). */
export const loginSurfaceUnavailable = (provider: string, detail: string) =>
  new BridgeError({
    status: 504,
    code: ErrorCode.loginSurfaceUnavailable,
    message: `No se pudo abrir el inicio de sesión de ${provider} (${detail}). Revisa tu conexión e inténtalo de nuevo.`,
  });
