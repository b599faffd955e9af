import type { FastifyInstance } from 'fastify';
import { ApiPath } from '../../../src-shared/api/paths';
import { NotificationsReadSchema } from '../../../src-shared/schemas/collaboration';
import { authOf, requireAuth } from '../../auth/auth-plugin';
import { markNotificationsRead, notificationsOf } from '../../collaborations/notifications';
import type { AppContext } from '../../context';
import { envelope } from '../../http/envelope';
import { pageWindow, parsePaging } from '../../http/paging';
import { parseBody } from '../../http/validate';

/**
 * Issue 31: the signed-in account's inbox. `GET /api/v3/notifications/` (newest first, paged, with
 * the unread count); `POST /api/v3/notifications/read/` with `{ ids }` or `{ all: true }`.
 */
export async function notificationRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const auth = requireAuth(context);
  app.get(ApiPath.notifications, { onRequest: auth }, async (request) => {
    const paging = parsePaging(request.query);
    const page = await notificationsOf(
      context.db,
      authOf(request).user.id,
      { ...pageWindow(paging), page: paging.page, size_page: paging.size_page },
      context.now(),
    );
    return envelope(page);
  });
  app.post(ApiPath.notificationsRead, { onRequest: auth }, async (request) => {
    const which = parseBody(NotificationsReadSchema, request.body);
    const userId = authOf(request).user.id;
    await markNotificationsRead(context.db, userId, which, context.now());
    return envelope({ read: true as const });
  });
}
