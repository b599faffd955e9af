import { ErrorCode } from '../../src-shared/api/error-codes';
import { ApiError } from '../http/errors';
import { translateValidationKey } from '../http/messages';

/** A 415 saying why an uploaded image was refused (`validation.imageType`, `…imageInvalid`). */
export function unsupportedImage(key: string, cause?: unknown): ApiError {
  return new ApiError(ErrorCode.unsupportedMediaType, {
    message: translateValidationKey(key),
    cause,
  });
}
