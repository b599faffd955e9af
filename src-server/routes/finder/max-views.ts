import type { FastifyInstance } from 'fastify';
import { ApiPath } from '../../../src-shared/api/paths';
import { authOf, requireAuth, requirePermission } from '../../auth/auth-plugin';
import type { AppContext } from '../../context';
import { profileViewsOf } from '../../finder/profile-views';
import { envelope } from '../../http/envelope';

/**
 * `GET /api/v1/accounts/max-views/` (brands):
 * `{ max_views, used, remaining, resets_at, extra_views }`.
 */
export function maxViewsRoute(app: FastifyInstance, context: AppContext): void {
  app.get(
    ApiPath.maxViews,
    { onRequest: [requireAuth(context), requirePermission('finder.search')] },
    async (request) =>
      envelope(await profileViewsOf(context.db, authOf(request).user.id, context.now())),
  );
}
