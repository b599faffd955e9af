import { ErrorCode } from '../../src-shared/api/error-codes';
import { ApiError } from '../http/errors';

/**
 * The studio shows these texts as they come (`provider_not_configured` and
 * `provider_unavailable` have sign-in texts in the renderer's locale), so each says what happened
 * to the image and, for the server's configuration, what to set.
 */
export const IMAGE_GENERATION_NOT_CONFIGURED =
  'El estudio de imágenes no está configurado en este servidor. Quien lo administra debe definir ' +
  'IMAGE_API_KEY (la clave de la API de Imagine) y, si usa otra dirección, IMAGE_API_URL, y ' +
  'reiniciarlo.';

const KEY_REFUSED =
  'El servicio de imágenes rechazó la clave de este servidor. Quien lo administra debe revisar ' +
  'IMAGE_API_KEY e IMAGE_API_URL.';
const UNAVAILABLE =
  'El servicio de imágenes no respondió bien. No se guardó nada; inténtalo de nuevo en unos minutos.';
const TIMED_OUT =
  'El servicio de imágenes tardó demasiado en responder. No se guardó nada; inténtalo de nuevo.';
const NOT_AN_IMAGE =
  'El servicio de imágenes no devolvió una imagen válida. No se guardó nada; inténtalo de nuevo.';

export function generationNotConfigured(): ApiError {
  return new ApiError(ErrorCode.providerNotConfigured, {
    message: IMAGE_GENERATION_NOT_CONFIGURED,
  });
}

/** 401/403 from the provider: the key is wrong or revoked, which only configuration fixes. */
export function generationKeyRefused(cause: unknown): ApiError {
  return new ApiError(ErrorCode.providerNotConfigured, { message: KEY_REFUSED, cause });
}

export function generationRateLimited(retryAfterSeconds: number | null): ApiError {
  const wait =
    retryAfterSeconds === null
      ? 'Espera un momento'
      : `Espera ${retryAfterSeconds} ${retryAfterSeconds === 1 ? 'segundo' : 'segundos'}`;
  return new ApiError(ErrorCode.rateLimited, {
    message: `El servicio de imágenes recibió demasiadas solicitudes. ${wait} e inténtalo de nuevo.`,
  });
}

export function generationUnavailable(cause: unknown): ApiError {
  return new ApiError(ErrorCode.providerUnavailable, { message: UNAVAILABLE, cause });
}

export function generationTimedOut(cause: unknown): ApiError {
  return new ApiError(ErrorCode.providerUnavailable, { message: TIMED_OUT, cause });
}

export function generationNotAnImage(cause: unknown): ApiError {
  return new ApiError(ErrorCode.providerUnavailable, { message: NOT_AN_IMAGE, cause });
}
