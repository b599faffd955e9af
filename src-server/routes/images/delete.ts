import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '../../../src-shared/api/error-codes';
import { ApiPath } from '../../../src-shared/api/paths';
import { authOf, requireAuth } from '../../auth/auth-plugin';
import type { AppContext } from '../../context';
import { envelope } from '../../http/envelope';
import { ApiError } from '../../http/errors';
import { deleteOwnGeneratedImage } from '../../image-generation/generated-image-repository';
import { deleteMedia } from '../../media/media-store';
import { recordIdOf, type RecordIdParams } from '../brands/record-id';
import { requireStudio } from './hooks';

/**
 * `DELETE /api/v3/images/{id}/`: the image and its file. Its briefcase copy, if any, has files of
 * its own and stays. Someone else's, unknown and malformed ids are the same 404.
 */
export function deleteImageRoute(app: FastifyInstance, context: AppContext): void {
  app.delete<{ Params: RecordIdParams }>(
    ApiPath.aiImage(':id'),
    { onRequest: [requireAuth(context), requireStudio] },
    async (request) => {
      const removed = await deleteOwnGeneratedImage(
        context.db,
        authOf(request).user.id,
        recordIdOf(request.params),
      );
      if (!removed) throw new ApiError(ErrorCode.notFound);
      await deleteMedia(context.mediaDir, removed.path).catch((error: unknown) => {
        request.log.warn({ err: error }, 'generated image file not deleted');
      });
      return envelope({ removed: true });
    },
  );
}
