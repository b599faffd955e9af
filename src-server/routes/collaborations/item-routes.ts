import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode } from '../../../src-shared/api/error-codes';
import { ApiPath } from '../../../src-shared/api/paths';
import {
  CancelInputSchema,
  DraftInputSchema,
  DueDateInputSchema,
  ManualFiguresSchema,
  PublishInputSchema,
  ReviewInputSchema,
} from '../../../src-shared/schemas/collaboration';
import type { ProposalSide } from '../../../src-shared/domain/proposal';
import { authOf } from '../../auth/auth-plugin';
import { answerCollaboration, partyItem } from '../../collaborations/collaboration-access';
import { readableNetworksOf } from '../../collaborations/figures/readable-networks';
import {
  cancelMove,
  changeDueDate,
  publishItem,
  recordManualFigures,
  reviewDraft,
  submitDraft,
} from '../../collaborations/item-actions';
import { checkPublishedPost } from '../../collaborations/published-post';
import type { AppContext } from '../../context';
import { envelope } from '../../http/envelope';
import { ApiError } from '../../http/errors';
import { publicOrigin } from '../../http/public-origin';
import { parseBody } from '../../http/validate';
import { recordIdOf, type RecordIdParams } from '../brands/record-id';
import { collaborationHooks } from './hooks';

interface ItemCall {
  request: FastifyRequest<{ Params: RecordIdParams }>;
  userId: string;
  side: ProposalSide;
  itemId: string;
  collaborationId: string;
}

/** Only one side makes this move; the other gets the machine's "not your move" (409). */
function requireSide(call: ItemCall, side: ProposalSide): void {
  if (call.side !== side) throw new ApiError(ErrorCode.collaborationNotYourMove);
}

/**
 * Issue 31's item moves, `POST /api/v3/collaborations/items/{id}/<move>/`, each by a party of the
 * item's collaboration (anyone else: 404) and answered with the whole collaboration as it is now.
 * The state machine (src-shared/domain/item-machine.ts) decides; illegal moves are 409s with
 * their code. JSON bodies take an `Idempotency-Key`, so a queued hand-in or review is sent once.
 */
export function collaborationItemRoutes(app: FastifyInstance, context: AppContext): void {
  const hooks = collaborationHooks(context);
  const route = (path: string, act: (call: ItemCall) => Promise<void>) =>
    app.post<{ Params: RecordIdParams }>(path, { onRequest: hooks.party }, async (request) => {
      const { user } = authOf(request);
      const item = await partyItem(context.db, user, recordIdOf(request.params));
      await act({ request, userId: user.id, ...item });
      // Issue 32: a publication, cancellation or rejection may have released or refunded money.
      context.dealJobs?.wake();
      return envelope(
        await answerCollaboration(
          context.db,
          item.collaborationId,
          publicOrigin(request, context),
          context.now(),
        ),
      );
    });

  route(ApiPath.collaborationItemDueDate(':id'), async (call) => {
    requireSide(call, 'brand');
    const { due_date } = parseBody(DueDateInputSchema, call.request.body);
    await changeDueDate(context.db, call.userId, call.itemId, due_date, context.now());
  });

  route(ApiPath.collaborationItemDrafts(':id'), async (call) => {
    requireSide(call, 'creator');
    const input = parseBody(DraftInputSchema, call.request.body);
    await submitDraft(context.db, call.userId, call.itemId, input, context.now());
  });

  route(ApiPath.collaborationItemReview(':id'), async (call) => {
    requireSide(call, 'brand');
    const input = parseBody(ReviewInputSchema, call.request.body);
    await reviewDraft(context.db, call.userId, call.itemId, input, context.now());
  });

  route(ApiPath.collaborationItemPublish(':id'), async (call) => {
    requireSide(call, 'creator');
    const { post_url } = parseBody(PublishInputSchema, call.request.body);
    const { post, readable } = await checkPublishedPost(
      context,
      call.userId,
      call.itemId,
      post_url,
    );
    await publishItem(context.db, call.userId, call.itemId, post, readable, context.now());
    if (readable) context.figureJobs?.wake();
  });

  route(ApiPath.collaborationItemFigures(':id'), async (call) => {
    requireSide(call, 'creator');
    const figures = parseBody(ManualFiguresSchema, call.request.body);
    const item = await context.db
      .selectFrom('collaboration_items')
      .select('network')
      .where('id', '=', call.itemId)
      .executeTakeFirstOrThrow();
    if ((await readableNetworksOf(context.db, call.userId)).has(item.network)) {
      throw new ApiError(ErrorCode.figuresFromNetwork);
    }
    await recordManualFigures(context.db, call.userId, call.itemId, figures, context.now());
  });

  route(ApiPath.collaborationItemCancel(':id'), async (call) => {
    const input = parseBody(CancelInputSchema, call.request.body);
    await cancelMove(context.db, call.side, call.userId, call.itemId, input, context.now());
  });
}
