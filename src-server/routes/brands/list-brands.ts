import type { FastifyInstance } from 'fastify';
import { ApiPath } from '../../../src-shared/api/paths';
import { authOf, requireAuth, requirePermission } from '../../auth/auth-plugin';
import { listBrands } from '../../brands/brand-repository';
import { serializeBrand } from '../../brands/brand-serializer';
import type { AppContext } from '../../context';
import { envelope } from '../../http/envelope';
import { listPage, parsePaging } from '../../http/paging';
import { publicOrigin } from '../../http/public-origin';

/** `GET /api/v1/brands/?page=&size_page=`: the caller's own brands, newest first. */
export function listBrandsRoute(app: FastifyInstance, context: AppContext): void {
  app.get(
    ApiPath.brands,
    { onRequest: [requireAuth(context), requirePermission('brands.manage')] },
    async (request) => {
      const paging = parsePaging(request.query);
      const { rows, count } = await listBrands(context.db, authOf(request).user.id, {
        offset: paging.offset,
        limit: paging.size_page,
      });
      const origin = publicOrigin(request, context);
      return envelope(
        listPage(
          rows.map((row) => serializeBrand(row, origin)),
          count,
          paging,
        ),
      );
    },
  );
}
