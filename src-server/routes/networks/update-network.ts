import type { FastifyInstance } from 'fastify';
import { ApiPath } from '../../../src-shared/api/paths';
import { NetworkConnectionInputSchema } from '../../../src-shared/schemas/network';
import { authOf, requireAuth, requirePermission } from '../../auth/auth-plugin';
import type { AppContext } from '../../context';
import { envelope } from '../../http/envelope';
import { parseBody } from '../../http/validate';
import { changeNetwork } from '../../networks/change-network';
import { connectionWithMetrics } from '../../networks/network-metrics';
import { networkUuidOf, type NetworkUuidParams } from './network-uuid';

/** `POST /api/v1/accounts/profile/networks/update/{uuid}/`: answers the connection as saved. */
export function updateNetworkRoute(app: FastifyInstance, context: AppContext): void {
  app.post<{ Params: NetworkUuidParams }>(
    ApiPath.updateNetwork(':uuid'),
    { onRequest: [requireAuth(context), requirePermission('networks.manage')] },
    async (request) => {
      const uuid = networkUuidOf(request.params);
      const input = parseBody(NetworkConnectionInputSchema, request.body);
      const row = await changeNetwork(
        context.db,
        authOf(request).user.id,
        uuid,
        input,
        context.now(),
      );
      return envelope(await connectionWithMetrics(context.db, row, context.now()));
    },
  );
}
