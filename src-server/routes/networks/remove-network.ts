import type { FastifyInstance } from 'fastify';
import { ApiPath } from '../../../src-shared/api/paths';
import { ErrorCode } from '../../../src-shared/api/error-codes';
import { authOf, requireAuth, requirePermission } from '../../auth/auth-plugin';
import type { AppContext } from '../../context';
import { envelope } from '../../http/envelope';
import { ApiError } from '../../http/errors';
import { refreshCreatorSearch } from '../../finder/refresh-creator-search';
import { deleteOwnNetwork } from '../../networks/network-repository';
import { networkUuidOf, type NetworkUuidParams } from './network-uuid';

/**
 * `POST /api/v1/accounts/profile/networks/remove/{uuid}/`. Someone else's connection is a 404
 * like an unknown one, and stays where it is.
 */
export function removeNetworkRoute(app: FastifyInstance, context: AppContext): void {
  app.post<{ Params: NetworkUuidParams }>(
    ApiPath.removeNetwork(':uuid'),
    { onRequest: [requireAuth(context), requirePermission('networks.manage')] },
    async (request) => {
      const uuid = networkUuidOf(request.params);
      const userId = authOf(request).user.id;
      const removed = await deleteOwnNetwork(context.db, userId, uuid);
      if (!removed) throw new ApiError(ErrorCode.notFound);
      // The last network gone takes the creator out of the finder.
      await refreshCreatorSearch(context.db, userId);
      return envelope({ removed: true });
    },
  );
}
