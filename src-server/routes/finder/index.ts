import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { finderCreatorRoute } from './finder-creator';
import { finderSearchesRoute } from './finder-searches';
import { maxViewsRoute } from './max-views';
import { shortlistRoutes } from './shortlist';

/**
 * The finder: brands search creators, open their profiles, see the views left this month and keep
 * a shortlist.
 */
export async function finderRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  finderSearchesRoute(app, context);
  finderCreatorRoute(app, context);
  maxViewsRoute(app, context);
  shortlistRoutes(app, context);
}
