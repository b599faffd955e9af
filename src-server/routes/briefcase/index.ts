import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { addBriefcaseItemRoutes } from './add-item';
import { deleteBriefcaseItemRoute } from './delete-item';
import { listBriefcaseRoute } from './list-items';

/** The creator's briefcase (portfolio). The rate card under `/briefcase/pricing/` is in brands. */
export async function briefcaseRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  listBriefcaseRoute(app, context);
  deleteBriefcaseItemRoute(app, context);
  // A child scope: multipart parsing must not leak to the JSON routes.
  await app.register(async (child) => addBriefcaseItemRoutes(child, context));
}
