import type { FastifyInstance } from 'fastify';
import { ApiPath } from '../../../src-shared/api/paths';
import type { SocialAuthorizeAnswer } from '../../../src-shared/domain/network';
import { requireAuth, requirePermission } from '../../auth/auth-plugin';
import type { AppContext } from '../../context';
import { envelope } from '../../http/envelope';
import { authorizeStep } from '../../social/oauth-flow';
import { adapterFor, type OAuthNetworkParams } from './oauth-network-param';

/**
 * `GET /api/v3/social/authorize/{network}/?state=`: the sign-in window's address. Built here so
 * the client id and scopes live in one place; the state is the caller's, echoed back by the network.
 * System-browser networks (youtube) also take `redirect_uri` (loopback) and `code_challenge`.
 */
export function socialAuthorizeRoute(app: FastifyInstance, context: AppContext): void {
  app.get<{ Params: OAuthNetworkParams }>(
    ApiPath.socialAuthorize(':network'),
    { onRequest: [requireAuth(context), requirePermission('networks.manage')] },
    async (request) => {
      const adapter = adapterFor(context.social, request.params);
      const step = authorizeStep(adapter, request.query, context.social.redirectUri);
      return envelope<SocialAuthorizeAnswer>({ url: step.url, redirect_uri: step.redirectUri });
    },
  );
}
