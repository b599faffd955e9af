import type { FastifyInstance } from 'fastify';
import { ApiPath } from '../../../src-shared/api/paths';
import { authOf, requireAuth, requirePermission } from '../../auth/auth-plugin';
import type { AppContext } from '../../context';
import { redeemStep } from '../../social/oauth-flow';
import { redeemConnection } from '../../social/redeem-connection';
import { answerRedeem } from './answer-redeem';
import { adapterFor, type OAuthNetworkParams } from './oauth-network-param';

/**
 * `POST /api/v3/social/redeem/code/{network}/` with `{code}` (system-browser networks also send
 * `code_verifier` and `redirect_uri`): connects the account the user signed in to, verified.
 * Answers like add: 201 for a new connection, 200 for one already there.
 */
export function socialRedeemCodeRoute(app: FastifyInstance, context: AppContext): void {
  app.post<{ Params: OAuthNetworkParams }>(
    ApiPath.socialRedeemCode(':network'),
    { onRequest: [requireAuth(context), requirePermission('networks.manage')] },
    async (request, reply) => {
      const adapter = adapterFor(context.social, request.params);
      const exchange = redeemStep(adapter, request.body, context.social.redirectUri);
      const outcome = await redeemConnection(
        context.db,
        authOf(request).user.id,
        adapter.network,
        exchange,
        context.now(),
      );
      return answerRedeem(request, reply, context, outcome);
    },
  );
}
