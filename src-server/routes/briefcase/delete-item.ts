import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '../../../src-shared/api/error-codes';
import { ApiPath } from '../../../src-shared/api/paths';
import { authOf, requireAuth, requirePermission } from '../../auth/auth-plugin';
import { deleteOwnItem } from '../../briefcase/briefcase-repository';
import type { AppContext } from '../../context';
import { envelope } from '../../http/envelope';
import { ApiError } from '../../http/errors';
import { deleteMedia } from '../../media/media-store';
import { recordIdOf, type RecordIdParams } from '../brands/record-id';

/**
 * `DELETE /api/v1/briefcase/{id}` (no trailing slash in the spec; both work). Someone else's,
 * unknown and malformed ids are the same 404, and their pieces stay.
 */
export function deleteBriefcaseItemRoute(app: FastifyInstance, context: AppContext): void {
  app.delete<{ Params: RecordIdParams }>(
    ApiPath.briefcaseItem(':id'),
    { onRequest: [requireAuth(context), requirePermission('briefcase.manage')] },
    async (request) => {
      const id = recordIdOf(request.params);
      const removed = await deleteOwnItem(context.db, authOf(request).user.id, id);
      if (!removed) throw new ApiError(ErrorCode.notFound);
      // The row went first: a file left behind by a failure here costs disk space, never a
      // broken piece in the grid.
      await Promise.all(
        [removed.file_path, removed.thumbnail_path].map((path) =>
          deleteMedia(context.mediaDir, path).catch((error: unknown) => {
            request.log.warn({ err: error }, 'briefcase file not deleted');
          }),
        ),
      );
      return envelope({ removed: true });
    },
  );
}
