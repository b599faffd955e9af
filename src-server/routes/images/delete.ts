import type { FastifyInstance } from 'fastify';
import { ApiPath } from '../../../src-shared/api/paths';
import { requireAuth } from '../../auth/auth-plugin';
import type { AppContext } from '../../context';
import { deleteOwnGeneratedImage } from '../../image-generation/generated-image-repository';
import { deleteMedia } from '../../media/media-store';
import { deleteOwnRecordRoute } from '../delete-own-record';
import { requireStudio } from './hooks';

/**
 * `DELETE /api/v3/images/{id}/`: the image and its file. Its briefcase copy, if any, has files of
 * its own and stays. Someone else's, unknown and malformed ids are the same 404.
 */
export function deleteImageRoute(app: FastifyInstance, context: AppContext): void {
  deleteOwnRecordRoute(app, context, {
    path: ApiPath.aiImage(':id'),
    onRequest: [requireAuth(context), requireStudio],
    remove: deleteOwnGeneratedImage,
    afterRemoval: async (removed, request) => {
      await deleteMedia(context.mediaDir, removed.path).catch((error: unknown) => {
        request.log.warn({ err: error }, 'generated image file not deleted');
      });
    },
  });
}
