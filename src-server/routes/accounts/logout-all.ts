import type { FastifyInstance } from 'fastify';
import { ApiPath } from '../../../src-shared/api/paths';
import { authOf, requireAuth } from '../../auth/auth-plugin';
import { revokeAllTokens } from '../../auth/token-store';
import type { AppContext } from '../../context';
import { envelope } from '../../http/envelope';

/** "Sign out everywhere": every session of the caller's user ends, this one included. */
export function logoutAllRoute(app: FastifyInstance, context: AppContext): void {
  app.post(ApiPath.logoutAll, { onRequest: requireAuth(context) }, async (request) => {
    const revoked = await revokeAllTokens(context.db, authOf(request).user.id, context.now());
    return envelope({ revoked });
  });
}
