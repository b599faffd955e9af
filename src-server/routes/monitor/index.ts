import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { defaultKeywordRoute } from './default-keyword';
import { keywordRoutes } from './keywords';
import { monitorPostsRoute } from './monitor-posts';

/** The brands' monitor: creators' posts that mention the keywords a brand tracks. */
export async function monitorRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  monitorPostsRoute(app, context);
  defaultKeywordRoute(app, context);
  keywordRoutes(app, context);
}
