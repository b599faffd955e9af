import type { FastifyInstance } from 'fastify';
import { ApiPath } from '../../../src-shared/api/paths';
import { authOf, requireAuth, requirePermission } from '../../auth/auth-plugin';
import { listItems } from '../../briefcase/briefcase-repository';
import { serializeBriefcaseItem } from '../../briefcase/briefcase-serializer';
import type { AppContext } from '../../context';
import { envelope } from '../../http/envelope';
import { listPage, parsePaging } from '../../http/paging';
import { publicOrigin } from '../../http/public-origin';

/** `GET /api/v1/briefcase/?page=&size_page=`: the caller's pieces in grid order (oldest first). */
export function listBriefcaseRoute(app: FastifyInstance, context: AppContext): void {
  app.get(
    ApiPath.briefcase,
    { onRequest: [requireAuth(context), requirePermission('briefcase.manage')] },
    async (request) => {
      const paging = parsePaging(request.query);
      const { rows, count } = await listItems(context.db, authOf(request).user.id, {
        offset: paging.offset,
        limit: paging.size_page,
      });
      const origin = publicOrigin(request, context);
      return envelope(
        listPage(
          rows.map((row) => serializeBriefcaseItem(row, origin)),
          count,
          paging,
        ),
      );
    },
  );
}
