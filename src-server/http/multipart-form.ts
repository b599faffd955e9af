import type { FastifyRequest } from 'fastify';
import { ErrorCode } from '../../src-shared/api/error-codes';
import { ApiError } from './errors';
import { refuseNul } from './nul-text';
import { uploadError } from './single-file-upload';
import type { FileLimit, UploadedFile, UploadScratch } from './upload-scratch';

export type { FileLimit, UploadedFile } from './upload-scratch';

const NOT_MULTIPART = 'Envía el archivo como multipart/form-data.';
const ONE_FILE_PER_FIELD = 'Envía un solo archivo en este campo.';
const NOT_A_FILE_FIELD = 'Este campo no lleva archivos.';

export interface MultipartForm {
  files: Map<string, UploadedFile>;
  fields: Record<string, string>;
}

/**
 * Reads a multipart form with a few named file fields, each limited by a function of its file
 * name (a briefcase `.mp4` may be larger than a `.jpg`). Each file streams to a temporary file of
 * `scratch`, its limit checked while the bytes arrive, so an oversized file is refused (413) and
 * no file is ever held whole in memory. @fastify/multipart
 * must be registered on the route's scope with a `fileSize` above every limit here. A file in
 * another field, or two in one, is a 400; text fields come back as they are, for a schema.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  limits: Readonly<Record<string, (fileName: string) => FileLimit>>,
  scratch: UploadScratch,
): Promise<MultipartForm> {
  if (!request.isMultipart()) {
    throw new ApiError(ErrorCode.unsupportedMediaType, { message: NOT_MULTIPART });
  }
  const files = new Map<string, UploadedFile>();
  const fields: Record<string, string> = {};
  let tooLargeMessage = '';
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : '';
        continue;
      }
      const limitOf = Object.hasOwn(limits, part.fieldname) ? limits[part.fieldname] : undefined;
      if (!limitOf || files.has(part.fieldname)) {
        const message = limitOf ? ONE_FILE_PER_FIELD : NOT_A_FILE_FIELD;
        throw new ApiError(ErrorCode.validation, {
          message,
          fields: { [part.fieldname]: [message] },
        });
      }
      const limit = limitOf(part.filename);
      tooLargeMessage = limit.tooLargeMessage;
      files.set(part.fieldname, await scratch.receive(part.file, part.filename, limit));
    }
  } catch (error) {
    throw uploadError(error, tooLargeMessage);
  }
  // Text fields are read here, after the request hook that refuses U+0000 everywhere else.
  refuseNul(fields);
  return { files, fields };
}
