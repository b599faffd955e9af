import type { FastifyInstance } from 'fastify';
import { ApiPath } from '../../../src-shared/api/paths';
import { authOf, requireAuth, requirePermission } from '../../auth/auth-plugin';
import type { AppContext } from '../../context';
import { envelope } from '../../http/envelope';
import { refreshMetrics } from '../../social/refresh-metrics';
import { networkUuidOf, type NetworkUuidParams } from '../networks/network-uuid';

/**
 * `GET /api/v3/social/update/info/{uuid}/` (docs/PRODUCT.md §7): re-reads a verified connection's
 * figures from its network and answers the connection with the new snapshot.
 */
export function socialUpdateInfoRoute(app: FastifyInstance, context: AppContext): void {
  app.get<{ Params: NetworkUuidParams }>(
    ApiPath.socialUpdateInfo(':uuid'),
    { onRequest: [requireAuth(context), requirePermission('networks.manage')] },
    async (request) => {
      const connection = await refreshMetrics(
        context.db,
        context.social,
        authOf(request).user.id,
        networkUuidOf(request.params),
        context.now,
      );
      return envelope(connection);
    },
  );
}
