import type { FastifyInstance } from 'fastify';
import { ApiPath } from '../../../src-shared/api/paths';
import type { SocialAuthorizeAnswer } from '../../../src-shared/domain/network';
import { requireAuth, requirePermission } from '../../auth/auth-plugin';
import type { AppContext } from '../../context';
import { envelope } from '../../http/envelope';
import { authorizeStep } from '../../social/oauth-flow';
import { parseBody } from '../../http/validate';
import { AuthorizeQuerySchema } from '../../social/oauth-inputs';
import { facebookFor, isFacebookLoginNetwork } from './facebook-network-param';
import { adapterFor, type OAuthNetworkParams } from './oauth-network-param';

/**
 * `GET /api/v3/social/authorize/{network}/?state=`: the sign-in window's address. Built here so
 * the client id and scopes live in one place; the state is the caller's, echoed back by the network.
 * System-browser networks (youtube) also take `redirect_uri` (loopback) and `code_challenge`;
 * facebook and instagram answer Facebook's login dialog, which returns a token (save/token).
 */
export function socialAuthorizeRoute(app: FastifyInstance, context: AppContext): void {
  app.get<{ Params: OAuthNetworkParams }>(
    ApiPath.socialAuthorize(':network'),
    { onRequest: [requireAuth(context), requirePermission('networks.manage')] },
    async (request) => {
      const network = request.params.network.toLowerCase();
      if (isFacebookLoginNetwork(network)) {
        // Facebook's login answers a token in the window's return URL, not a code.
        const facebook = facebookFor(context.social);
        const { state } = parseBody(AuthorizeQuerySchema, request.query);
        return envelope<SocialAuthorizeAnswer>({
          url: facebook.dialogUrl(network, state),
          redirect_uri: facebook.redirectUri,
        });
      }
      const adapter = adapterFor(context.social, request.params);
      const step = authorizeStep(adapter, request.query, context.social.redirectUri);
      return envelope<SocialAuthorizeAnswer>({ url: step.url, redirect_uri: step.redirectUri });
    },
  );
}
