import type { FastifyInstance } from 'fastify';
import { ApiPath } from '../../../src-shared/api/paths';
import { requireAuth, requirePermission } from '../../auth/auth-plugin';
import { deleteOwnItem } from '../../briefcase/briefcase-repository';
import type { AppContext } from '../../context';
import { deleteMedia } from '../../media/media-store';
import { deleteOwnRecordRoute } from '../delete-own-record';

/**
 * `DELETE /api/v1/briefcase/{id}` (no trailing slash in the spec; both work). Someone else's,
 * unknown and malformed ids are the same 404, and their pieces stay.
 */
export function deleteBriefcaseItemRoute(app: FastifyInstance, context: AppContext): void {
  deleteOwnRecordRoute(app, context, {
    path: ApiPath.briefcaseItem(':id'),
    onRequest: [requireAuth(context), requirePermission('briefcase.manage')],
    remove: deleteOwnItem,
    // The row went first: a file left behind by a failure here costs disk space, never a broken
    // piece in the grid.
    afterRemoval: async (removed, request) => {
      await Promise.all(
        [removed.file_path, removed.thumbnail_path].map((path) =>
          deleteMedia(context.mediaDir, path).catch((error: unknown) => {
            request.log.warn({ err: error }, 'briefcase file not deleted');
          }),
        ),
      );
    },
  });
}
