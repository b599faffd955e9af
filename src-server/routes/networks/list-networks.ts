import type { FastifyInstance } from 'fastify';
import { ApiPath } from '../../../src-shared/api/paths';
import { authOf, requireAuth } from '../../auth/auth-plugin';
import type { AppContext } from '../../context';
import { envelope } from '../../http/envelope';
import { listPage, pageWindow, parsePaging } from '../../http/paging';
import { listNetworks } from '../../networks/network-repository';
import { withMetrics } from '../../networks/network-metrics';

/** `GET /api/v1/accounts/profile/networks/?page=&size_page=`: the caller's own connections. */
export function listNetworksRoute(app: FastifyInstance, context: AppContext): void {
  app.get(ApiPath.networks, { onRequest: requireAuth(context) }, async (request) => {
    const paging = parsePaging(request.query);
    const { rows, count } = await listNetworks(
      context.db,
      authOf(request).user.id,
      pageWindow(paging),
    );
    return envelope(listPage(await withMetrics(context.db, rows, context.now()), count, paging));
  });
}
