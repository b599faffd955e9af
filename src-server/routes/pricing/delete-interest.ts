import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '../../../src-shared/api/error-codes';
import { ApiPath } from '../../../src-shared/api/paths';
import { authOf, requireAuth, requirePermission } from '../../auth/auth-plugin';
import { deleteOwnInterest } from '../../pricing/interest-repository';
import type { AppContext } from '../../context';
import { envelope } from '../../http/envelope';
import { ApiError } from '../../http/errors';
import { recordIdOf, type RecordIdParams } from '../brands/record-id';

/** `DELETE /api/v1/accounts/delete-interest/{id}` (no trailing slash in the spec; both work). */
export function deleteInterestRoute(app: FastifyInstance, context: AppContext): void {
  app.delete<{ Params: RecordIdParams }>(
    ApiPath.deleteInterest(':id'),
    { onRequest: [requireAuth(context), requirePermission('profile.edit')] },
    async (request) => {
      const id = recordIdOf(request.params);
      const removed = await deleteOwnInterest(context.db, authOf(request).user.id, id);
      if (!removed) throw new ApiError(ErrorCode.notFound);
      return envelope({ removed: true });
    },
  );
}
