import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { addInterestRoute } from './add-interest';
import { deleteInterestRoute } from './delete-interest';
import { deletePriceRoute } from './delete-price';
import { listInterestsRoute } from './list-interests';
import { listPricesRoute } from './list-prices';
import { savePriceRoute } from './save-price';
import { weaverInterestsRoute } from './weaver-interests';
import { weaverPricingRoute } from './weaver-pricing';

/**
 * The creator's rate card and interests: managed by the creator, read publicly through weaver by
 * one of the creator's network accounts.
 */
export function pricingRoutes(app: FastifyInstance, context: AppContext): void {
  listPricesRoute(app, context);
  savePriceRoute(app, context);
  deletePriceRoute(app, context);
  listInterestsRoute(app, context);
  addInterestRoute(app, context);
  deleteInterestRoute(app, context);
  weaverPricingRoute(app, context);
  weaverInterestsRoute(app, context);
}
