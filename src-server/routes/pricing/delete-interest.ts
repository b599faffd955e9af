import type { FastifyInstance } from 'fastify';
import { ApiPath } from '../../../src-shared/api/paths';
import { requireAuth, requirePermission } from '../../auth/auth-plugin';
import { deleteOwnInterest } from '../../pricing/interest-repository';
import type { AppContext } from '../../context';
import { deleteOwnRecordRoute } from '../delete-own-record';

/** `DELETE /api/v1/accounts/delete-interest/{id}` (no trailing slash in the spec; both work). */
export function deleteInterestRoute(app: FastifyInstance, context: AppContext): void {
  deleteOwnRecordRoute(app, context, {
    path: ApiPath.deleteInterest(':id'),
    onRequest: [requireAuth(context), requirePermission('profile.edit')],
    remove: deleteOwnInterest,
  });
}
