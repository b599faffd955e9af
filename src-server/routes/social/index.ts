import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { socialAuthorizeRoute } from './social-authorize';
import { socialProvidersRoute } from './social-providers';
import { socialRedeemCodeRoute } from './social-redeem-code';
import { socialTwitterLoginRoute } from './social-twitter-login';
import { socialTwitterRedeemRoute } from './social-twitter-redeem';
import { socialUpdateInfoRoute } from './social-update-info';

/** The social area of the spec: connecting networks through their own sign-in windows
 * (OAuth 2 code flow, and Twitter's OAuth 1.0a). */
export async function socialRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  socialProvidersRoute(app, context);
  socialAuthorizeRoute(app, context);
  socialRedeemCodeRoute(app, context);
  socialTwitterLoginRoute(app, context);
  socialTwitterRedeemRoute(app, context);
  socialUpdateInfoRoute(app, context);
}
