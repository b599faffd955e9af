import type { FastifyInstance } from 'fastify';
import { ApiPath } from '../../../src-shared/api/paths';
import { authOf, requireAuth } from '../../auth/auth-plugin';
import { revokeToken } from '../../auth/token-store';
import type { AppContext } from '../../context';
import { envelope } from '../../http/envelope';

export function logoutRoute(app: FastifyInstance, context: AppContext): void {
  app.post(ApiPath.logout, { onRequest: requireAuth(context) }, async (request) => {
    // Only this session ends; the same person's other devices stay signed in.
    await revokeToken(context.db, authOf(request).tokenId, context.now());
    return envelope({ logged_out: true });
  });
}
