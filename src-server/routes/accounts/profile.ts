import type { FastifyInstance } from 'fastify';
import { ApiPath } from '../../../src-shared/api/paths';
import { authOf, requireAuth } from '../../auth/auth-plugin';
import type { AppContext } from '../../context';
import { envelope } from '../../http/envelope';
import { publicOrigin } from '../../http/public-origin';
import { serializeUser } from '../../users/user-serializer';

export function profileRoute(app: FastifyInstance, context: AppContext): void {
  app.get(ApiPath.profile, { onRequest: requireAuth(context) }, async (request) => {
    return envelope(serializeUser(authOf(request).user, publicOrigin(request, context)));
  });
}
