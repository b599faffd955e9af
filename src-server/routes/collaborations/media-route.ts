import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { ApiPath } from '../../../src-shared/api/paths';
import { BRIEFCASE_VIDEO_MAX_BYTES } from '../../../src-shared/domain/briefcase';
import { authOf } from '../../auth/auth-plugin';
import {
  BRIEFCASE_FILE_FIELD,
  BRIEFCASE_FILE_LIMITS,
  prepareBriefcaseMedia,
} from '../../briefcase/briefcase-upload';
import { serializeMedia } from '../../collaborations/collaboration-serializer';
import { storeDraftMedia, sweepUnattachedMedia } from '../../collaborations/draft-media';
import type { AppContext } from '../../context';
import { envelope } from '../../http/envelope';
import { readMultipartForm } from '../../http/multipart-form';
import { publicOrigin } from '../../http/public-origin';
import { withUploadSlot } from '../../http/upload-scratch';
import { collaborationHooks } from './hooks';

/**
 * `POST /api/v3/collaborations/media/` (multipart, creators): one file of a draft — an image, or a
 * video with its poster frame — with the briefcase's fields, checks and limits
 * (`file_for_profile`, `poster`), streamed to disk. It is kept unattached until a draft names
 * it (`…/items/{id}/drafts/`), so the draft itself is JSON and can carry an Idempotency-Key.
 * Its own scope, so multipart parsing exists on this route only.
 */
export async function collaborationMediaRoute(
  app: FastifyInstance,
  context: AppContext,
): Promise<void> {
  await app.register(multipart, {
    limits: {
      fileSize: BRIEFCASE_VIDEO_MAX_BYTES + 1,
      files: 3,
      fields: 4,
      fieldSize: 1024,
      parts: 7,
      headerPairs: 20,
    },
  });
  app.post(
    ApiPath.collaborationMedia,
    { onRequest: collaborationHooks(context).creator },
    async (request, reply) => {
      const userId = authOf(request).user.id;
      return withUploadSlot(context, reply, userId, async (scratch) => {
        const form = await readMultipartForm(request, BRIEFCASE_FILE_LIMITS, scratch);
        const media = await prepareBriefcaseMedia(form);
        const fileName = form.files.get(BRIEFCASE_FILE_FIELD)?.fileName ?? '';
        const row = await storeDraftMedia(context, userId, media, fileName);
        await sweepUnattachedMedia(context.db, context.mediaDir, userId, context.now());
        void reply.status(201);
        return envelope(serializeMedia(row, publicOrigin(request, context)));
      });
    },
  );
}
