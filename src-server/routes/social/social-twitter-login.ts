import type { FastifyInstance } from 'fastify';
import { ApiPath } from '../../../src-shared/api/paths';
import type { TwitterLoginAnswer } from '../../../src-shared/domain/network';
import { requireAuth, requirePermission } from '../../auth/auth-plugin';
import type { AppContext } from '../../context';
import { envelope } from '../../http/envelope';
import { twitterFor, twitterLogin } from '../../social/twitter-flow';

/**
 * `GET /api/v3/social/login/twitter/`: asks Twitter (X) for a request token and answers the
 * window's address, the token's secret (`temp_secret`) and where the window returns.
 */
export function socialTwitterLoginRoute(app: FastifyInstance, context: AppContext): void {
  app.get(
    ApiPath.twitterLogin,
    { onRequest: [requireAuth(context), requirePermission('networks.manage')] },
    async () => {
      const twitter = twitterFor(context.social);
      return envelope<TwitterLoginAnswer>(await twitterLogin(twitter, context.social.redirectUri));
    },
  );
}
