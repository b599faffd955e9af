import type { FastifyRequest } from 'fastify';
import { ErrorCode } from '../../src-shared/api/error-codes';
import { ApiError } from './errors';
import { genericValidationMessages } from './messages';
import type { UploadedFile, UploadScratch } from './upload-scratch';

const ONE_FILE_ONLY = 'Envía un solo archivo.';
const NOT_MULTIPART = 'Envía el archivo como multipart/form-data.';
const MALFORMED = 'El archivo no llegó completo o la solicitud multipart no es válida.';

/**
 * Reads the one file a multipart request carries in `field` into a temporary file of `scratch`.
 * @fastify/multipart must be registered on the route's scope with its `fileSize` limit; past it,
 * a 413 with `tooLargeMessage`. Text fields are ignored; a second file, or a file in another
 * field, is refused rather than silently dropped.
 */
export async function readSingleFile(
  request: FastifyRequest,
  field: string,
  tooLargeMessage: string,
  scratch: UploadScratch,
): Promise<UploadedFile> {
  if (!request.isMultipart()) {
    throw new ApiError(ErrorCode.unsupportedMediaType, { message: NOT_MULTIPART });
  }
  let upload: UploadedFile | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== field || upload !== null) {
        throw new ApiError(ErrorCode.validation, {
          message: ONE_FILE_ONLY,
          fields: { [part.fieldname]: [ONE_FILE_ONLY] },
        });
      }
      // The parser's own fileSize limit cuts the file short: receive answers that with the 413.
      upload = await scratch.receive(part.file, part.filename, {
        maxBytes: Number.POSITIVE_INFINITY,
        tooLargeMessage,
      });
    }
  } catch (error) {
    throw uploadError(error, tooLargeMessage);
  }
  if (upload === null) {
    throw new ApiError(ErrorCode.validation, {
      fields: { [field]: [genericValidationMessages.required] },
    });
  }
  return upload;
}

/** Limits reached are 413s; anything else busboy trips on is a malformed request, not a 500. */
export function uploadError(error: unknown, tooLargeMessage: string): ApiError {
  if (error instanceof ApiError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return new ApiError(ErrorCode.payloadTooLarge, { message: tooLargeMessage });
  }
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (status === 413) return new ApiError(ErrorCode.payloadTooLarge);
  return new ApiError(ErrorCode.validation, { message: MALFORMED, cause: error });
}
