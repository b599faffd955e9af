import type { FastifyInstance } from 'fastify';
import { ApiPath } from '../../../src-shared/api/paths';
import { authOf, requireAuth, requirePermission } from '../../auth/auth-plugin';
import { listPrices } from '../../pricing/price-repository';
import { serializePrice } from '../../pricing/price-serializer';
import type { AppContext } from '../../context';
import { envelope } from '../../http/envelope';

/**
 * `GET /api/v1/briefcase/pricing/`: the caller's whole rate card as `{ results }`. Not paged: it
 * holds at most one line per network content type (a few dozen), and the weaver answer has the
 * same shape.
 */
export function listPricesRoute(app: FastifyInstance, context: AppContext): void {
  app.get(
    ApiPath.pricing,
    { onRequest: [requireAuth(context), requirePermission('pricing.manage')] },
    async (request) => {
      const rows = await listPrices(context.db, authOf(request).user.id);
      return envelope({ results: rows.map(serializePrice) });
    },
  );
}
