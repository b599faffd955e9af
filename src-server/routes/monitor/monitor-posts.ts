import type { FastifyInstance } from 'fastify';
import { ApiPath } from '../../../src-shared/api/paths';
import type { MonitorPage } from '../../../src-shared/domain/monitor';
import { keywordKindOf, MonitorQuerySchema } from '../../../src-shared/schemas/monitor';
import { authOf } from '../../auth/auth-plugin';
import type { AppContext } from '../../context';
import { envelope } from '../../http/envelope';
import { pageWindow, parsePaging } from '../../http/paging';
import { publicOrigin } from '../../http/public-origin';
import { parseBody } from '../../http/validate';
import { defaultKeyword } from '../../monitor/default-keyword';
import { listKeywords } from '../../monitor/keyword-repository';
import { findMonitorPosts, type WatchedKeyword } from '../../monitor/monitor-query';
import { monitorHooks } from './hooks';

/** One keyword in the query, else every tracked one, else (nothing tracked yet) the default. */
async function keywordsFor(
  context: AppContext,
  userId: string,
  asked: string | undefined,
): Promise<WatchedKeyword[]> {
  const single = (keyword: string): WatchedKeyword[] => {
    const kind = keywordKindOf(keyword);
    return kind ? [{ keyword, kind }] : [];
  };
  if (asked !== undefined) return single(asked);
  const tracked = await listKeywords(context.db, userId);
  if (tracked.length > 0) return tracked.map(({ keyword, kind }) => ({ keyword, kind }));
  return single((await defaultKeyword(context.db, userId)).keyword);
}

/**
 * `GET /api/v3/monitor/?keyword=&page=&size_page=` (brands): creators' stored posts whose caption
 * mentions the keyword (or any tracked one), newest first, each with the keywords it matched.
 */
export function monitorPostsRoute(app: FastifyInstance, context: AppContext): void {
  app.get(ApiPath.monitor, { onRequest: monitorHooks(context) }, async (request) => {
    const { keyword } = parseBody(MonitorQuerySchema, request.query ?? {});
    const paging = parsePaging(request.query);
    const keywords = await keywordsFor(context, authOf(request).user.id, keyword);
    const { posts, count } = await findMonitorPosts(
      context.db,
      keywords,
      pageWindow(paging),
      publicOrigin(request, context),
    );
    return envelope<MonitorPage>({
      results: posts,
      count,
      page: paging.page,
      size_page: paging.size_page,
      keywords: keywords.map((watched) => watched.keyword),
    });
  });
}
