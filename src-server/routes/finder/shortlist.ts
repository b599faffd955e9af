import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ErrorCode } from '../../../src-shared/api/error-codes';
import { ApiPath } from '../../../src-shared/api/paths';
import { RecordIdSchema } from '../../../src-shared/schemas/common';
import { authOf, requireAuth, requirePermission } from '../../auth/auth-plugin';
import type { AppContext } from '../../context';
import { assertCreatorAccount } from '../../finder/creator-account';
import { creatorCards } from '../../finder/creator-cards';
import {
  addToShortlist,
  removeFromShortlist,
  shortlistPage,
} from '../../finder/shortlist-repository';
import { envelope } from '../../http/envelope';
import { ApiError } from '../../http/errors';
import { listPage, pageWindow, parsePaging } from '../../http/paging';
import { publicOrigin } from '../../http/public-origin';
import { parseBody } from '../../http/validate';

/** The body of `POST /api/v1/finder/shortlist/` (the bridge's addToShortlist arguments). */
export const ShortlistBodySchema = v.strictObject({ creator_id: RecordIdSchema });

interface ShortlistItemParams {
  creatorId: string;
}

/**
 * A brand account's shortlist (issue 14), its own only: every read and write is keyed by the
 * caller, so another brand can neither see nor change it. Saving spends no profile view.
 * - `GET /api/v1/finder/shortlist/?page=&size_page=`: creator cards, newest saved first.
 * - `POST /api/v1/finder/shortlist/` `{ creator_id }`: 201 when added, 200 when already there;
 *   anyone who is not a creator is a 404.
 * - `DELETE /api/v1/finder/shortlist/{creator_id}/`: 200 whether or not the creator was on it.
 */
export function shortlistRoutes(app: FastifyInstance, context: AppContext): void {
  const onRequest = [requireAuth(context), requirePermission('finder.search')];

  app.get(ApiPath.shortlist, { onRequest }, async (request) => {
    const paging = parsePaging(request.query);
    const brandId = authOf(request).user.id;
    const { ids, count } = await shortlistPage(context.db, brandId, pageWindow(paging));
    const cards = await creatorCards(context.db, ids, publicOrigin(request, context), brandId);
    return envelope(listPage(cards, count, paging));
  });

  app.post(ApiPath.shortlist, { onRequest }, async (request, reply) => {
    const creatorId = parseBody(ShortlistBodySchema, request.body).creator_id.toLowerCase();
    await assertCreatorAccount(context.db, creatorId);
    const added = await addToShortlist(
      context.db,
      authOf(request).user.id,
      creatorId,
      context.now(),
    );
    return reply
      .status(added ? 201 : 200)
      .send(envelope({ creator_id: creatorId, shortlisted: true as const }));
  });

  app.delete<{ Params: ShortlistItemParams }>(
    ApiPath.shortlistItem(':creatorId'),
    { onRequest },
    async (request) => {
      // Anything that cannot be an id is a 404, like the finder's own creator pages.
      if (!v.is(RecordIdSchema, request.params.creatorId)) throw new ApiError(ErrorCode.notFound);
      const creatorId = request.params.creatorId.toLowerCase();
      await removeFromShortlist(context.db, authOf(request).user.id, creatorId);
      return envelope({ creator_id: creatorId, shortlisted: false as const });
    },
  );
}
