import type { FastifyInstance } from 'fastify';
import { ApiPath } from '../../../src-shared/api/paths';
import type { SocialAuthorizeAnswer } from '../../../src-shared/domain/network';
import { requireAuth, requirePermission } from '../../auth/auth-plugin';
import type { AppContext } from '../../context';
import { envelope } from '../../http/envelope';
import { parseBody } from '../../http/validate';
import { AuthorizeQuerySchema } from '../../social/oauth-inputs';
import { adapterFor, type OAuthNetworkParams } from './oauth-network-param';

/**
 * `GET /api/v3/social/authorize/{network}/?state=`: the sign-in window's address. Built here so
 * the client id and scopes live in one place; the state is the caller's, echoed back by the network.
 */
export function socialAuthorizeRoute(app: FastifyInstance, context: AppContext): void {
  app.get<{ Params: OAuthNetworkParams }>(
    ApiPath.socialAuthorize(':network'),
    { onRequest: [requireAuth(context), requirePermission('networks.manage')] },
    async (request) => {
      const adapter = adapterFor(context.social, request.params);
      const { state } = parseBody(AuthorizeQuerySchema, request.query);
      const redirectUri = context.social.redirectUri;
      return envelope<SocialAuthorizeAnswer>({
        url: adapter.authorizeUrl(state, redirectUri),
        redirect_uri: redirectUri,
      });
    },
  );
}
