import type { FastifyInstance } from 'fastify';
import { ApiPath } from '../../../src-shared/api/paths';
import { requireAuth, requirePermission } from '../../auth/auth-plugin';
import { deleteOwnPrice } from '../../pricing/price-repository';
import type { AppContext } from '../../context';
import { deleteOwnRecordRoute } from '../delete-own-record';

/** `DELETE /api/v1/briefcase/pricing/{id}/`: someone else's line is a 404 and stays. */
export function deletePriceRoute(app: FastifyInstance, context: AppContext): void {
  deleteOwnRecordRoute(app, context, {
    path: ApiPath.pricingItem(':id'),
    onRequest: [requireAuth(context), requirePermission('pricing.manage')],
    remove: deleteOwnPrice,
  });
}
