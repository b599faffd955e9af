import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '../../../src-shared/api/error-codes';
import { ApiPath } from '../../../src-shared/api/paths';
import { authOf, requireAuth, requirePermission } from '../../auth/auth-plugin';
import { deleteOwnPrice } from '../../pricing/price-repository';
import type { AppContext } from '../../context';
import { envelope } from '../../http/envelope';
import { ApiError } from '../../http/errors';
import { recordIdOf, type RecordIdParams } from '../brands/record-id';

/** `DELETE /api/v1/briefcase/pricing/{id}/`: someone else's line is a 404 and stays. */
export function deletePriceRoute(app: FastifyInstance, context: AppContext): void {
  app.delete<{ Params: RecordIdParams }>(
    ApiPath.pricingItem(':id'),
    { onRequest: [requireAuth(context), requirePermission('pricing.manage')] },
    async (request) => {
      const id = recordIdOf(request.params);
      const removed = await deleteOwnPrice(context.db, authOf(request).user.id, id);
      if (!removed) throw new ApiError(ErrorCode.notFound);
      return envelope({ removed: true });
    },
  );
}
