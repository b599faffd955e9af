import type { FastifyInstance } from 'fastify';
import { ApiPath } from '../../../src-shared/api/paths';
import type { AddNetworkAnswer } from '../../../src-shared/domain/network';
import { NetworkConnectionInputSchema } from '../../../src-shared/schemas/network';
import { authOf, requireAuth, requirePermission } from '../../auth/auth-plugin';
import type { AppContext } from '../../context';
import { envelope } from '../../http/envelope';
import { parseBody } from '../../http/validate';
import { connectNetwork } from '../../networks/connect-network';
import { connectionWithMetrics } from '../../networks/network-metrics';

/** `POST /api/v1/accounts/profile/networks/add/`: 201 for a new connection, 200 for a repeat. */
export function addNetworkRoute(app: FastifyInstance, context: AppContext): void {
  app.post(
    ApiPath.addNetwork,
    { onRequest: [requireAuth(context), requirePermission('networks.manage')] },
    async (request, reply) => {
      const input = parseBody(NetworkConnectionInputSchema, request.body);
      const outcome = await connectNetwork(
        context.db,
        authOf(request).user.id,
        input,
        context.now(),
      );
      const answer: AddNetworkAnswer = {
        new: outcome.code === 'created',
        code: outcome.code,
        user_network: await connectionWithMetrics(context.db, outcome.row),
      };
      return reply.status(outcome.code === 'created' ? 201 : 200).send(envelope(answer));
    },
  );
}
