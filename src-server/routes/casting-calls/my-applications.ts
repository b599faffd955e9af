import type { FastifyInstance } from 'fastify';
import { ApiPath } from '../../../src-shared/api/paths';
import { authOf } from '../../auth/auth-plugin';
import { listCreatorApplications } from '../../casting-calls/application-records';
import { serializeApplication } from '../../casting-calls/serializers';
import type { AppContext } from '../../context';
import { envelope } from '../../http/envelope';
import { listPage, pageWindow, parsePaging } from '../../http/paging';
import { publicOrigin } from '../../http/public-origin';
import { castingHooks } from './hooks';

/**
 * `GET /api/v3/casting-calls/applications/mine/?page=&size_page=`: the creator's applications,
 * newest first, each with its call's title and brand (my_work needs no second read).
 */
export function myApplicationsRoute(app: FastifyInstance, context: AppContext): void {
  app.get(ApiPath.myApplications, { onRequest: castingHooks(context).apply }, async (request) => {
    const paging = parsePaging(request.query);
    const creatorId = authOf(request).user.id;
    const { rows, count } = await listCreatorApplications(
      context.db,
      creatorId,
      pageWindow(paging),
    );
    const origin = publicOrigin(request, context);
    const results = rows.map((row) => serializeApplication(row, origin));
    return envelope(listPage(results, count, paging));
  });
}
