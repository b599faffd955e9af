import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { brandLogoRoutes } from './brand-logo';
import { companyRoutes } from './company';
import { createBrandRoute } from './create-brand';
import { listBrandsRoute } from './list-brands';
import { updateBrandRoute } from './update-brand';

/** Brand accounts: company, brands, logos. */
export async function brandRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  companyRoutes(app, context);
  listBrandsRoute(app, context);
  createBrandRoute(app, context);
  updateBrandRoute(app, context);
  // A child scope: multipart parsing must not leak to the JSON routes.
  await app.register(async (child) => brandLogoRoutes(child, context));
}
