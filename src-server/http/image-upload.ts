import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { PROFILE_IMAGE_MAX_BYTES } from '../../src-shared/rules/image-file';
import { translateValidationKey } from './messages';
import { readSingleFile } from './single-file-upload';
import type { UploadedFile, UploadScratch } from './upload-scratch';

/**
 * Multipart parsing for a route that takes one image (avatar, brand logo): the 5 MB limit and
 * little room for anything else. Register it in the route's own scope, so every other route keeps
 * refusing non-JSON bodies with a 415.
 */
export async function registerImageUpload(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: {
      fileSize: PROFILE_IMAGE_MAX_BYTES,
      // One more than allowed, so a second file reaches readSingleFile and gets a clear 400.
      files: 2,
      fields: 10,
      fieldSize: 1024,
      parts: 12,
      headerPairs: 20,
    },
  });
}

/** The one image the request carries in `field`; past the limit, a 413 saying how large it may be. */
export function readImageUpload(
  request: FastifyRequest,
  field: string,
  scratch: UploadScratch,
): Promise<UploadedFile> {
  return readSingleFile(
    request,
    field,
    translateValidationKey('validation.imageTooLarge'),
    scratch,
  );
}
