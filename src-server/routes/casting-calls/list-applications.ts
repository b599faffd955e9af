import type { FastifyInstance } from 'fastify';
import { ApiPath } from '../../../src-shared/api/paths';
import { APPLICATION_STATUSES } from '../../../src-shared/domain/casting-call';
import { authOf } from '../../auth/auth-plugin';
import { listCallApplications } from '../../casting-calls/application-records';
import { ownCall } from '../../casting-calls/call-access';
import { serializeApplication } from '../../casting-calls/serializers';
import type { AppContext } from '../../context';
import { envelope } from '../../http/envelope';
import { listPage, pageWindow, parsePaging } from '../../http/paging';
import { publicOrigin } from '../../http/public-origin';
import { parseStatusFilter } from '../../http/status-filter';
import { recordIdOf, type RecordIdParams } from '../brands/record-id';
import { castingHooks } from './hooks';

/**
 * `GET /api/v3/casting-calls/{id}/applications/?status=&page=&size_page=`: the applicants of one
 * of the caller's calls with each creator's public summary, newest first.
 */
export function listApplicationsRoute(app: FastifyInstance, context: AppContext): void {
  app.get<{ Params: RecordIdParams }>(
    ApiPath.castingCallApplications(':id'),
    { onRequest: castingHooks(context).manage },
    async (request) => {
      const { user } = authOf(request);
      const call = await ownCall(context.db, user.id, recordIdOf(request.params));
      const paging = parsePaging(request.query);
      const status = parseStatusFilter(request.query, APPLICATION_STATUSES);
      const { rows, count } = await listCallApplications(
        context.db,
        call.id,
        status,
        pageWindow(paging),
      );
      const origin = publicOrigin(request, context);
      const results = rows.map((row) => serializeApplication(row, origin));
      return envelope(listPage(results, count, paging));
    },
  );
}
