import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { collaborationItemRoutes } from './item-routes';
import { collaborationMediaRoute } from './media-route';
import { collaborationReadRoutes } from './read-routes';

/** Issue 31: the work after "Aceptar" (collaborations, their items, drafts and reviews). */
export async function collaborationRoutes(
  app: FastifyInstance,
  context: AppContext,
): Promise<void> {
  collaborationReadRoutes(app, context);
  collaborationItemRoutes(app, context);
  await app.register(async (child) => collaborationMediaRoute(child, context));
}
