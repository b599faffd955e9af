import type { FastifyInstance } from 'fastify';
import { ApiPath } from '../../../src-shared/api/paths';
import { authOf } from '../../auth/auth-plugin';
import { listCreatorApplications } from '../../casting-calls/application-records';
import { serializeApplication } from '../../casting-calls/serializers';
import type { AppContext } from '../../context';
import { envelope } from '../../http/envelope';
import { listPage, parsePaging } from '../../http/paging';
import { publicOrigin } from '../../http/public-origin';
import { castingHooks } from './hooks';

/**
 * `GET /api/v3/casting-calls/applications/mine/?page=&size_page=`: the creator's applications,
 * newest first, each with its call's title and brand (my_work needs no second read).
 */
export function myApplicationsRoute(app: FastifyInstance, context: AppContext): void {
  app.get(ApiPath.myApplications, { onRequest: castingHooks(context).apply }, async (request) => {
    const paging = parsePaging(request.query);
    const { rows, count } = await listCreatorApplications(context.db, authOf(request).user.id, {
      offset: paging.offset,
      limit: paging.size_page,
    });
    const origin = publicOrigin(request, context);
    return envelope(
      listPage(
        rows.map((row) => serializeApplication(row, origin)),
        count,
        paging,
      ),
    );
  });
}
