import type { FastifyInstance } from 'fastify';
import { ApiPath } from '../../../src-shared/api/paths';
import { CASTING_CALL_STATUSES } from '../../../src-shared/domain/casting-call';
import { authOf } from '../../auth/auth-plugin';
import { hasPermission } from '../../auth/permissions';
import { marketToday } from '../../casting-calls/calendar';
import { answerCalls } from '../../casting-calls/call-access';
import { listOpenCallsFor, listOwnCalls } from '../../casting-calls/call-records';
import { creatorFitOf } from '../../casting-calls/creator-fit';
import type { AppContext } from '../../context';
import { envelope } from '../../http/envelope';
import { listPage, pageWindow, parsePaging } from '../../http/paging';
import { publicOrigin } from '../../http/public-origin';
import { parseStatusFilter } from '../../http/status-filter';
import { castingHooks } from './hooks';

/**
 * `GET /api/v3/casting-calls/?status=&page=&size_page=`: a brand's own calls (any status, or the
 * one asked); for a creator, the open calls before their deadline that fit them, each with their
 * own application. A creator only ever sees open calls, so `status` other than open is empty.
 */
export function listCallsRoute(app: FastifyInstance, context: AppContext): void {
  app.get(ApiPath.castingCalls, { onRequest: castingHooks(context).anyRole }, async (request) => {
    const paging = parsePaging(request.query);
    const status = parseStatusFilter(request.query, CASTING_CALL_STATUSES);
    const { user } = authOf(request);
    const window = pageWindow(paging);
    let found;
    if (hasPermission(user.role, 'casting_calls.manage')) {
      found = await listOwnCalls(context.db, user.id, status, window);
    } else if (status === undefined || status === 'open') {
      const fit = await creatorFitOf(context.db, user, marketToday(context.now()));
      found = await listOpenCallsFor(context.db, fit, window);
    } else {
      found = { rows: [], count: 0 };
    }
    const results = await answerCalls(context.db, user, found.rows, publicOrigin(request, context));
    return envelope(listPage(results, found.count, paging));
  });
}
