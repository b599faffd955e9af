import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { envelope } from '../../http/envelope';
import { publicOrigin } from '../../http/public-origin';
import { collaborationsOf } from '../../proposals/collaborations';
import { weaverCreatorId, type WeaverParams } from '../pricing/weaver-creator';

/** `ApiPath.weaverCollaborations(n, u)` as a route pattern (the helper would encode the `:`). */
export const WEAVER_COLLABORATIONS_ROUTE = '/api/v2/weaver/collaborations/:network/:username/';

/**
 * Public: a creator's finished deals (accepted proposals), found by one of their network
 * accounts (any case), newest first. An unknown creator is a 404.
 */
export function weaverCollaborationsRoute(app: FastifyInstance, context: AppContext): void {
  app.get<{ Params: WeaverParams }>(WEAVER_COLLABORATIONS_ROUTE, async (request) => {
    const creatorId = await weaverCreatorId(request, context);
    const results = await collaborationsOf(context.db, creatorId, publicOrigin(request, context));
    return envelope({ results });
  });
}
