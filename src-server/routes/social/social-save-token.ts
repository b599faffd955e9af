import type { FastifyInstance } from 'fastify';
import { authOf, requireAuth, requirePermission } from '../../auth/auth-plugin';
import type { AppContext } from '../../context';
import { parseBody } from '../../http/validate';
import { SaveFacebookTokenSchema } from '../../social/facebook-inputs';
import { redeemConnection } from '../../social/redeem-connection';
import { answerRedeem } from './answer-redeem';
import { facebookFor, facebookNetworkOf } from './facebook-network-param';

/** ApiPath.socialSaveToken's pattern. */
export const SAVE_TOKEN_ROUTE = '/api/v3/social/save/token/:network/';

/**
 * `POST /api/v3/social/save/token/{facebook|instagram}/` (docs/PRODUCT.md §7), a form (or JSON)
 * with access_token, signed_request, user_id and username from Facebook's login. The server checks
 * the signed request with the app secret and the token with Graph before connecting the Page or
 * Instagram account, verified; answers like add: 201 `new`, 200 already connected, with `code`.
 */
export function socialSaveTokenRoute(app: FastifyInstance, context: AppContext): void {
  app.post<{ Params: { network: string } }>(
    SAVE_TOKEN_ROUTE,
    { onRequest: [requireAuth(context), requirePermission('networks.manage')] },
    async (request, reply) => {
      const network = facebookNetworkOf(request.params);
      const facebook = facebookFor(context.social);
      const form = parseBody(SaveFacebookTokenSchema, request.body);
      const outcome = await redeemConnection(
        context.db,
        authOf(request).user.id,
        network,
        () => facebook.redeem(network, form),
        context.now(),
      );
      return answerRedeem(request, reply, context, outcome);
    },
  );
}
