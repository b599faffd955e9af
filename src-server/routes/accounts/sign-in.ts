import type { FastifyContextConfig, FastifyRequest } from 'fastify';
import type { AuthAnswer } from '../../../src-shared/domain/user';
import type { Envelope } from '../../../src-shared/api/envelope';
import { issueToken } from '../../auth/token-store';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema';
import { envelope } from '../../http/envelope';
import { publicOrigin } from '../../http/public-origin';
import { serializeUser } from '../../users/user-serializer';

/** Route config shared by every sign-in route: the per-IP limit that slows password guessing. */
export function signInLimit(context: AppContext): FastifyContextConfig {
  return {
    rateLimit: {
      max: context.signInRateLimit.max,
      timeWindow: context.signInRateLimit.timeWindowMs,
    },
  };
}

/** Every sign-in answers the same way: a brand-new token and the user. */
export async function signedIn(
  context: AppContext,
  request: FastifyRequest,
  user: UserRow,
): Promise<Envelope<AuthAnswer>> {
  const origin = publicOrigin(request, context);
  const token = await issueToken(context.db, user.id, context.now());
  return envelope({ token, user: serializeUser(user, origin) });
}
