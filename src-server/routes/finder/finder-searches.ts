import type { FastifyInstance } from 'fastify';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE } from '../../../src-shared/api/envelope';
import { ApiPath } from '../../../src-shared/api/paths';
import { authOf, requireAuth, requirePermission } from '../../auth/auth-plugin';
import type { AppContext } from '../../context';
import { finderPage } from '../../finder/finder-page';
import { parseFinderQuery } from '../../finder/finder-query';
import { envelope } from '../../http/envelope';
import { listPage } from '../../http/paging';
import { publicOrigin } from '../../http/public-origin';

/**
 * `GET /api/v1/finder/searches/?network=&username=&sort=&size_page=&page=&…` (brands): cards
 * with `shortlisted` for the calling brand.
 */
export function finderSearchesRoute(app: FastifyInstance, context: AppContext): void {
  app.get(
    ApiPath.finderSearches,
    { onRequest: [requireAuth(context), requirePermission('finder.search')] },
    async (request) => {
      const {
        page = DEFAULT_PAGE,
        size_page = DEFAULT_PAGE_SIZE,
        ...filters
      } = parseFinderQuery(request.query);
      const paging = { page, size_page, offset: (page - 1) * size_page };
      const { cards, count } = await finderPage(
        context.db,
        filters,
        { offset: paging.offset, limit: size_page },
        { origin: publicOrigin(request, context), brandId: authOf(request).user.id },
      );
      return envelope(listPage(cards, count, paging));
    },
  );
}
