import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { finderCreatorRoute } from './finder-creator';
import { finderSearchesRoute } from './finder-searches';
import { maxViewsRoute } from './max-views';

/** The finder: brands search creators, open their profiles and see the views left this month. */
export async function finderRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  finderSearchesRoute(app, context);
  finderCreatorRoute(app, context);
  maxViewsRoute(app, context);
}
