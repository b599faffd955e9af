import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '../../../src-shared/api/error-codes';
import { ApiPath } from '../../../src-shared/api/paths';
import {
  MONITOR_KEYWORDS_MAX,
  type MonitorKeyword,
  type MonitorKeywordsAnswer,
} from '../../../src-shared/domain/monitor';
import { keywordKindOf, MonitorKeywordInputSchema } from '../../../src-shared/schemas/monitor';
import { authOf } from '../../auth/auth-plugin';
import type { AppContext } from '../../context';
import { envelope } from '../../http/envelope';
import { ApiError } from '../../http/errors';
import { parseBody } from '../../http/validate';
import { addKeyword, deleteKeyword, listKeywords } from '../../monitor/keyword-repository';
import { serializeKeyword } from '../../monitor/keyword-serializer';
import { deleteOwnRecordRoute } from '../delete-own-record';
import { monitorHooks } from './hooks';

/**
 * The keywords a brand account tracks (the spec names no path for them):
 * `GET /api/v3/monitor/keywords/` (oldest first), `POST` with `{ keyword }` (201 new, 200 when the
 * same keyword in any case or accents is tracked already, 409 `monitor_keywords_full` past 20),
 * `DELETE /api/v3/monitor/keywords/{id}/` (someone else's or unknown: 404).
 */
export function keywordRoutes(app: FastifyInstance, context: AppContext): void {
  app.get(ApiPath.monitorKeywords, { onRequest: monitorHooks(context) }, async (request) => {
    const rows = await listKeywords(context.db, authOf(request).user.id);
    return envelope<MonitorKeywordsAnswer>({ results: rows.map(serializeKeyword) });
  });

  app.post(
    ApiPath.monitorKeywords,
    { onRequest: monitorHooks(context) },
    async (request, reply) => {
      const { keyword } = parseBody(MonitorKeywordInputSchema, request.body);
      const kind = keywordKindOf(keyword) ?? 'word';
      const outcome = await addKeyword(
        context.db,
        authOf(request).user.id,
        keyword,
        kind,
        MONITOR_KEYWORDS_MAX,
        context.now(),
      );
      if (outcome === 'full') throw new ApiError(ErrorCode.monitorKeywordsFull);
      void reply.status(outcome.added ? 201 : 200);
      return envelope<MonitorKeyword>(serializeKeyword(outcome.row));
    },
  );

  deleteOwnRecordRoute(app, context, {
    path: ApiPath.monitorKeyword(':id'),
    onRequest: monitorHooks(context),
    remove: deleteKeyword,
  });
}
