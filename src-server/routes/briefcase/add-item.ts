import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { ErrorCode } from '../../../src-shared/api/error-codes';
import { ApiPath } from '../../../src-shared/api/paths';
import {
  BRIEFCASE_MAX_ITEMS,
  BRIEFCASE_VIDEO_MAX_BYTES,
} from '../../../src-shared/domain/briefcase';
import { authOf, requireAuth, requirePermission } from '../../auth/auth-plugin';
import { countItems } from '../../briefcase/briefcase-repository';
import { serializeBriefcaseItem } from '../../briefcase/briefcase-serializer';
import {
  BRIEFCASE_FILE_LIMITS,
  BriefcaseFieldsSchema,
  prepareBriefcaseMedia,
} from '../../briefcase/briefcase-upload';
import { storeBriefcaseItem } from '../../briefcase/store-briefcase-item';
import type { AppContext } from '../../context';
import { envelope } from '../../http/envelope';
import { ApiError } from '../../http/errors';
import { readMultipartForm } from '../../http/multipart-form';
import { withUploadSlot } from '../../http/upload-scratch';
import { publicOrigin } from '../../http/public-origin';
import { parseBody } from '../../http/validate';

/**
 * `POST /api/v1/briefcase/` (multipart). Its own scope, so multipart parsing (with the video's
 * 50 MB, far above the avatar's) exists on this route only and every other route keeps refusing
 * non-JSON bodies with a 415.
 */
export async function addBriefcaseItemRoutes(
  app: FastifyInstance,
  context: AppContext,
): Promise<void> {
  await app.register(multipart, {
    limits: {
      // One byte above the largest limit: readMultipartForm applies each file's own limit while
      // reading, and this only stops what would get past it.
      fileSize: BRIEFCASE_VIDEO_MAX_BYTES + 1,
      // The piece and a poster, plus one so a third file reaches readMultipartForm's clear 400.
      files: 3,
      fields: 10,
      fieldSize: 1024,
      parts: 13,
      headerPairs: 20,
    },
  });

  app.post(
    ApiPath.briefcase,
    { onRequest: [requireAuth(context), requirePermission('briefcase.manage')] },
    async (request, reply) => {
      const userId = authOf(request).user.id;
      // Before reading up to 50 MB that could not be kept (and before taking an upload slot, as
      // a full briefcase is no reason to retry); insertItem decides for certain.
      if ((await countItems(context.db, userId)) >= BRIEFCASE_MAX_ITEMS) {
        throw new ApiError(ErrorCode.briefcaseFull);
      }
      return withUploadSlot(context, reply, userId, async (scratch) => {
        const form = await readMultipartForm(request, BRIEFCASE_FILE_LIMITS, scratch);
        const fields = parseBody(BriefcaseFieldsSchema, form.fields);
        const media = await prepareBriefcaseMedia(form);
        const row = await storeBriefcaseItem(context, userId, media, fields);
        void reply.status(201);
        return envelope(serializeBriefcaseItem(row, publicOrigin(request, context)));
      });
    },
  );
}
