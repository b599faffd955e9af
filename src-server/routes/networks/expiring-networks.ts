import type { FastifyInstance } from 'fastify';
import { ApiPath } from '../../../src-shared/api/paths';
import {
  ACCESS_EXPIRY_WARNING_DAYS,
  type NetworkConnection,
} from '../../../src-shared/domain/network';
import { authOf, requireAuth } from '../../auth/auth-plugin';
import type { AppContext } from '../../context';
import { envelope } from '../../http/envelope';
import { withMetrics } from '../../networks/network-metrics';
import { listNetworksWithEndingGrant } from '../../networks/network-repository';

const DAY_MS = 86_400_000;

/**
 * `GET /api/v1/accounts/profile/networks/expiring/`: the caller's verified connections whose
 * grant ends within ACCESS_EXPIRY_WARNING_DAYS, has ended, or was refused (the dashboard's
 * banner), serialized as the list serializes them; not paged, there are few.
 */
export function expiringNetworksRoute(app: FastifyInstance, context: AppContext): void {
  app.get(ApiPath.networksExpiring, { onRequest: requireAuth(context) }, async (request) => {
    const now = context.now();
    const rows = await listNetworksWithEndingGrant(
      context.db,
      authOf(request).user.id,
      new Date(now.getTime() + ACCESS_EXPIRY_WARNING_DAYS * DAY_MS),
    );
    const connections = await withMetrics(context.db, rows, now);
    const results: NetworkConnection[] = connections.filter(
      (connection) => connection.access !== null && connection.access.state !== 'ok',
    );
    return envelope({ results });
  });
}
