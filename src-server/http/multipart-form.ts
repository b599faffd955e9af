import type { FastifyRequest } from 'fastify';
import { ErrorCode } from '../../src-shared/api/error-codes';
import { ApiError } from './errors';
import { uploadError } from './single-file-upload';

const NOT_MULTIPART = 'Envía el archivo como multipart/form-data.';
const ONE_FILE_PER_FIELD = 'Envía un solo archivo en este campo.';
const NOT_A_FILE_FIELD = 'Este campo no lleva archivos.';

export interface FileLimit {
  maxBytes: number;
  tooLargeMessage: string;
}

export interface UploadedFile {
  bytes: Buffer;
  /** As the client named it; only its extension is ever read. */
  fileName: string;
}

export interface MultipartForm {
  files: Map<string, UploadedFile>;
  fields: Record<string, string>;
}

/**
 * Reads a multipart form with a few named file fields, each limited by a function of its file
 * name (a briefcase `.mp4` may be larger than a `.jpg`). The limit is checked while the bytes
 * arrive, so an oversized file is refused (413) without buffering it whole. @fastify/multipart
 * must be registered on the route's scope with a `fileSize` above every limit here. A file in
 * another field, or two in one, is a 400; text fields come back as they are, for a schema.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  limits: Readonly<Record<string, (fileName: string) => FileLimit>>,
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
      const bytes = await readLimited(part.file, limit);
      files.set(part.fieldname, { bytes, fileName: part.filename });
    }
  } catch (error) {
    throw uploadError(error, tooLargeMessage);
  }
  return { files, fields };
}

async function readLimited(
  stream: AsyncIterable<Buffer> & { truncated?: boolean },
  limit: FileLimit,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream) {
    total += chunk.length;
    if (total > limit.maxBytes) {
      throw new ApiError(ErrorCode.payloadTooLarge, { message: limit.tooLargeMessage });
    }
    chunks.push(chunk);
  }
  // Cut short at the parser's own limit: too large as well.
  if (stream.truncated) {
    throw new ApiError(ErrorCode.payloadTooLarge, { message: limit.tooLargeMessage });
  }
  return Buffer.concat(chunks);
}
