import type { FastifyInstance } from 'fastify';
import { ApiPath } from '../../../src-shared/api/paths';
import { COLLABORATION_STATUSES } from '../../../src-shared/domain/collaboration';
import { CalendarQuerySchema } from '../../../src-shared/schemas/collaboration';
import { marketToday } from '../../../src-shared/rules/market-calendar';
import { authOf } from '../../auth/auth-plugin';
import { answerCollaboration, partyCollaboration } from '../../collaborations/collaboration-access';
import { itemDigests, listCollaborationsOf } from '../../collaborations/collaboration-reads';
import { serializeSummary } from '../../collaborations/collaboration-serializer';
import { calendarOf } from '../../collaborations/calendar';
import { reviewQueueOf } from '../../collaborations/review-queue';
import type { AppContext } from '../../context';
import { envelope } from '../../http/envelope';
import { listPage, pageWindow, parsePaging } from '../../http/paging';
import { publicOrigin } from '../../http/public-origin';
import { parseStatusFilter } from '../../http/status-filter';
import { parseBody } from '../../http/validate';
import { sideOf } from '../../proposals/proposal-access';
import { recordIdOf, type RecordIdParams } from '../brands/record-id';
import { collaborationHooks } from './hooks';

/**
 * Issue 31's reads: `GET /api/v3/collaborations/?status=` (the caller's, most recently moved
 * first, each with its next due item and late count), `GET …/{id}/` (everything of one),
 * `GET …/review-queue/` (the brand's waiting drafts, oldest first) and `GET …/calendar/?from=&to=`.
 */
export function collaborationReadRoutes(app: FastifyInstance, context: AppContext): void {
  const hooks = collaborationHooks(context);

  app.get(ApiPath.collaborations, { onRequest: hooks.party }, async (request) => {
    const paging = parsePaging(request.query);
    const status = parseStatusFilter(request.query, COLLABORATION_STATUSES);
    const { user } = authOf(request);
    const side = sideOf(user.role) ?? 'creator';
    const { rows, count } = await listCollaborationsOf(
      context.db,
      { side, userId: user.id },
      status,
      pageWindow(paging),
    );
    const digests = await itemDigests(
      context.db,
      rows.map((row) => row.id),
      marketToday(context.now()),
    );
    const origin = publicOrigin(request, context);
    const results = rows.map((row) => serializeSummary(row, digests.get(row.id)!, origin));
    return envelope(listPage(results, count, paging));
  });

  app.get(ApiPath.collaborationReviewQueue, { onRequest: hooks.brand }, async (request) => {
    const paging = parsePaging(request.query);
    const { user } = authOf(request);
    const { rows, count } = await reviewQueueOf(
      context.db,
      user.id,
      pageWindow(paging),
      publicOrigin(request, context),
    );
    return envelope(listPage(rows, count, paging));
  });

  app.get(ApiPath.collaborationCalendar, { onRequest: hooks.party }, async (request) => {
    const range = parseBody(CalendarQuerySchema, request.query ?? {});
    const { user } = authOf(request);
    const side = sideOf(user.role) ?? 'creator';
    return envelope({ results: await calendarOf(context.db, { side, userId: user.id }, range) });
  });

  app.get<{ Params: RecordIdParams }>(
    ApiPath.collaboration(':id'),
    { onRequest: hooks.party },
    async (request) => {
      const { collaboration } = await partyCollaboration(
        context.db,
        authOf(request).user,
        recordIdOf(request.params),
      );
      return envelope(
        await answerCollaboration(
          context.db,
          collaboration,
          publicOrigin(request, context),
          context.now(),
        ),
      );
    },
  );
}
