import type { FastifyInstance } from 'fastify';
import { ApiPath } from '../../../src-shared/api/paths';
import { authOf, requireAuth, requirePermission } from '../../auth/auth-plugin';
import { listBrands } from '../../brands/brand-repository';
import { serializeBrand } from '../../brands/brand-serializer';
import type { AppContext } from '../../context';
import { envelope } from '../../http/envelope';
import { listPage, pageWindow, parsePaging } from '../../http/paging';
import { publicOrigin } from '../../http/public-origin';

/** `GET /api/v1/brands/?page=&size_page=`: the caller's own brands, newest first. */
export function listBrandsRoute(app: FastifyInstance, context: AppContext): void {
  app.get(
    ApiPath.brands,
    { onRequest: [requireAuth(context), requirePermission('brands.manage')] },
    async (request) => {
      const paging = parsePaging(request.query);
      const ownerId = authOf(request).user.id;
      const { rows, count } = await listBrands(context.db, ownerId, pageWindow(paging));
      const origin = publicOrigin(request, context);
      const results = rows.map((row) => serializeBrand(row, origin));
      return envelope(listPage(results, count, paging));
    },
  );
}
