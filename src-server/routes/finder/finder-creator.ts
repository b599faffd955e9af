import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ErrorCode } from '../../../src-shared/api/error-codes';
import { ApiPath } from '../../../src-shared/api/paths';
import { RecordIdSchema } from '../../../src-shared/schemas/common';
import { authOf, requireAuth, requirePermission } from '../../auth/auth-plugin';
import type { AppContext } from '../../context';
import { creatorDetail } from '../../finder/creator-detail';
import { countProfileView } from '../../finder/profile-views';
import { envelope } from '../../http/envelope';
import { ApiError } from '../../http/errors';
import { publicOrigin } from '../../http/public-origin';

interface CreatorParams {
  id: string;
}

/**
 * `GET /api/v1/finder/creators/{id}/` (brands): a creator's full profile (CreatorDetail: networks
 * with trend and audience, portfolio, rate card, shortlist state). The first open of a
 * creator in a calendar month counts one of the brand's views; with none left it is a 402 and
 * nothing is counted. Read before counting, so an unknown id never costs a view.
 */
export function finderCreatorRoute(app: FastifyInstance, context: AppContext): void {
  app.get<{ Params: CreatorParams }>(
    ApiPath.finderCreator(':id'),
    { onRequest: [requireAuth(context), requirePermission('finder.search')] },
    async (request) => {
      // Anything that cannot be an id is a 404 like an unknown one.
      if (!v.is(RecordIdSchema, request.params.id)) throw new ApiError(ErrorCode.notFound);
      const creatorId = request.params.id.toLowerCase();
      const brandId = authOf(request).user.id;
      const now = context.now();
      const detail = await creatorDetail(context.db, creatorId, {
        origin: publicOrigin(request, context),
        brandId,
        now,
      });
      if (!detail) throw new ApiError(ErrorCode.notFound);
      const outcome = await countProfileView(context.db, brandId, creatorId, now);
      if (outcome === 'exhausted') throw new ApiError(ErrorCode.profileViewsExhausted);
      return envelope(detail);
    },
  );
}
