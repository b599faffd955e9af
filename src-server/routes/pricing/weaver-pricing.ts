import type { FastifyInstance } from 'fastify';
import { listPrices } from '../../pricing/price-repository';
import { serializePrice } from '../../pricing/price-serializer';
import type { AppContext } from '../../context';
import { envelope } from '../../http/envelope';
import { weaverCreatorId, type WeaverParams } from './weaver-creator';

/** `ApiPath.weaverPricing(n, u)` as a route pattern (the helper would encode the `:`). */
export const WEAVER_PRICING_ROUTE = '/api/v2/weaver/pricing/:network/:username/';

/** Public: a creator's rate card, found by one of their network accounts. */
export function weaverPricingRoute(app: FastifyInstance, context: AppContext): void {
  app.get<{ Params: WeaverParams }>(WEAVER_PRICING_ROUTE, async (request) => {
    const creatorId = await weaverCreatorId(request, context);
    const rows = await listPrices(context.db, creatorId);
    return envelope({ results: rows.map(serializePrice) });
  });
}
