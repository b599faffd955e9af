import { isAxiosError, isCancel } from 'axios';
import { BridgeError, isBridgeErrorPayload } from '../../src-shared/bridge/bridge-error';
import { ErrorCode } from '../../src-shared/api/error-codes';

const NETWORK_MESSAGE =
  'No se pudo conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.';
const UNEXPECTED_MESSAGE = 'El servidor respondió algo inesperado. Inténtalo de nuevo.';

/** Turns whatever axios threw into the typed error the renderer understands. */
export function toBridgeError(error: unknown): BridgeError {
  if (error instanceof BridgeError) return error;
  if (isCancel(error)) {
    return new BridgeError({
      status: 0,
      code: ErrorCode.requestCancelled,
      message: 'La solicitud se canceló porque llegó una más reciente.',
    });
  }
  if (isAxiosError(error)) {
    const response = error.response;
    if (!response) {
      return new BridgeError({ status: 0, code: ErrorCode.network, message: NETWORK_MESSAGE });
    }
    const body: unknown = response.data;
    if (typeof body === 'object' && body !== null) {
      const candidate = { status: response.status, ...(body as Record<string, unknown>) };
      if (isBridgeErrorPayload(candidate)) {
        return new BridgeError({
          status: response.status,
          code: candidate.code,
          message: candidate.message,
          ...(candidate.fields ? { fields: candidate.fields } : {}),
        });
      }
    }
    return new BridgeError({
      status: response.status,
      code: response.status === 401 ? ErrorCode.notAuthenticated : ErrorCode.internal,
      message: UNEXPECTED_MESSAGE,
    });
  }
  return new BridgeError({ status: 0, code: ErrorCode.internal, message: UNEXPECTED_MESSAGE });
}
