import type { FastifyInstance } from 'fastify';
import { listInterests } from '../../pricing/interest-repository';
import { serializeInterest } from '../../pricing/interest-serializer';
import type { AppContext } from '../../context';
import { envelope } from '../../http/envelope';
import { weaverCreatorId, type WeaverParams } from './weaver-creator';

/** `ApiPath.weaverInterests(n, u)` as a route pattern (the helper would encode the `:`). */
export const WEAVER_INTERESTS_ROUTE = '/api/v2/weaver/interests/:network/:username/';

/** Public: a creator's interests, found by one of their network accounts. */
export function weaverInterestsRoute(app: FastifyInstance, context: AppContext): void {
  app.get<{ Params: WeaverParams }>(WEAVER_INTERESTS_ROUTE, async (request) => {
    const creatorId = await weaverCreatorId(request, context);
    const rows = await listInterests(context.db, creatorId);
    return envelope({ results: rows.map(serializeInterest) });
  });
}
