import type { FastifyInstance } from 'fastify';
import { ApiPath } from '../../../src-shared/api/paths';
import { NetworkConnectionInputSchema } from '../../../src-shared/schemas/network';
import { authOf, requireAuth, requirePermission } from '../../auth/auth-plugin';
import type { AppContext } from '../../context';
import { parseBody } from '../../http/validate';
import { connectNetwork } from '../../networks/connect-network';
import { sendConnectOutcome } from './send-connect-outcome';

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
      return sendConnectOutcome(reply, context.db, outcome, context.now());
    },
  );
}
