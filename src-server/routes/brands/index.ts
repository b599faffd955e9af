import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { addInterestRoute } from './add-interest';
import { brandLogoRoutes } from './brand-logo';
import { companyRoutes } from './company';
import { createBrandRoute } from './create-brand';
import { deleteInterestRoute } from './delete-interest';
import { deletePriceRoute } from './delete-price';
import { listInterestsRoute } from './list-interests';
import { listBrandsRoute } from './list-brands';
import { listPricesRoute } from './list-prices';
import { savePriceRoute } from './save-price';
import { updateBrandRoute } from './update-brand';
import { weaverInterestsRoute } from './weaver-interests';
import { weaverPricingRoute } from './weaver-pricing';

/**
 * Brand accounts (company, brands, logos) and what brands read about creators beside the finder:
 * the creator's rate card and interests, managed by the creator and read publicly through weaver.
 */
export async function brandRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  companyRoutes(app, context);
  listBrandsRoute(app, context);
  createBrandRoute(app, context);
  updateBrandRoute(app, context);
  // A child scope: multipart parsing must not leak to the JSON routes.
  await app.register(async (child) => brandLogoRoutes(child, context));
  listPricesRoute(app, context);
  savePriceRoute(app, context);
  deletePriceRoute(app, context);
  listInterestsRoute(app, context);
  addInterestRoute(app, context);
  deleteInterestRoute(app, context);
  weaverPricingRoute(app, context);
  weaverInterestsRoute(app, context);
}
