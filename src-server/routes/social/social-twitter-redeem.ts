import type { FastifyInstance } from 'fastify';
import { authOf, requireAuth, requirePermission } from '../../auth/auth-plugin';
import type { AppContext } from '../../context';
import { redeemConnection } from '../../social/redeem-connection';
import { answerRedeem } from './answer-redeem';
import { twitterFor, twitterRedeemStep } from '../../social/twitter-flow';

/** ApiPath.twitterRedeem's pattern; written out because that helper encodes the `:` away. */
export const TWITTER_REDEEM_ROUTE = '/api/v3/social/redeem/twitter/:token/:verifier/:secret/';

/**
 * `GET /api/v3/social/redeem/twitter/{a}/{b}/{c}/?username=` (docs/PRODUCT.md §7): the request
 * token, the verifier from the window's return URL and login's `temp_secret`. Connects the X
 * account signed in to, verified; answers like add: 201 for a new connection, 200 for one already
 * there.
 */
export function socialTwitterRedeemRoute(app: FastifyInstance, context: AppContext): void {
  app.get(
    TWITTER_REDEEM_ROUTE,
    { onRequest: [requireAuth(context), requirePermission('networks.manage')] },
    async (request, reply) => {
      const twitter = twitterFor(context.social);
      const exchange = twitterRedeemStep(twitter, request.params, request.query);
      const outcome = await redeemConnection(
        context.db,
        authOf(request).user.id,
        twitter.network,
        exchange,
        context.now(),
      );
      return answerRedeem(request, reply, context, outcome);
    },
  );
}
