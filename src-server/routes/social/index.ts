import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { socialAuthorizeRoute } from './social-authorize';
import { socialProvidersRoute } from './social-providers';
import { socialRedeemCodeRoute } from './social-redeem-code';

/** The social area of the spec: connecting networks through their own sign-in windows. */
export async function socialRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  socialProvidersRoute(app, context);
  socialAuthorizeRoute(app, context);
  socialRedeemCodeRoute(app, context);
}
