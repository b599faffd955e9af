import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ErrorCode } from '../../../src-shared/api/error-codes';
import { ApiPath } from '../../../src-shared/api/paths';
import type { CastingInvitation } from '../../../src-shared/domain/casting-call';
import { RecordIdSchema } from '../../../src-shared/schemas/common';
import { authOf } from '../../auth/auth-plugin';
import { marketToday } from '../../casting-calls/calendar';
import { ownCall } from '../../casting-calls/call-access';
import { inviteCreator } from '../../casting-calls/invitation-records';
import type { AppContext } from '../../context';
import { assertCreatorAccount } from '../../finder/creator-account';
import { envelope } from '../../http/envelope';
import { ApiError } from '../../http/errors';
import { parseBody } from '../../http/validate';
import { recordIdOf, type RecordIdParams } from '../brands/record-id';
import { castingHooks } from './hooks';

/** The body of an invitation (the bridge's inviteToCastingCall without the call's id). */
export const InvitationBodySchema = v.strictObject({ creator_id: RecordIdSchema });

/**
 * `POST /api/v3/casting-calls/{id}/invite/` `{ creator_id }` (issue 14): the call's owner invites
 * a creator to apply. Someone else's call is a 404 like an unknown one; a draft, a closed call or
 * a passed deadline is a 409 `casting_call_not_open`; anyone who is not a creator a 404. Inviting
 * again answers the first invitation with `new: false` (200; the first is a 201). The creator
 * then sees `invited_at` on the call and finds it first among their open calls.
 */
export function inviteRoute(app: FastifyInstance, context: AppContext): void {
  app.post<{ Params: RecordIdParams }>(
    ApiPath.castingCallInvite(':id'),
    { onRequest: castingHooks(context).manage },
    async (request, reply) => {
      const { user } = authOf(request);
      const call = await ownCall(context.db, user.id, recordIdOf(request.params));
      const creatorId = parseBody(InvitationBodySchema, request.body).creator_id.toLowerCase();
      const now = context.now();
      if (call.status !== 'open' || call.deadline < marketToday(now)) {
        throw new ApiError(ErrorCode.castingCallNotOpen);
      }
      await assertCreatorAccount(context.db, creatorId);
      const invitation = await inviteCreator(context.db, call.id, creatorId, now);
      const answer: CastingInvitation = {
        casting_call_id: call.id,
        creator_id: creatorId,
        invited_at: invitation.invited_at.toISOString(),
        new: invitation.created,
      };
      return reply.status(invitation.created ? 201 : 200).send(envelope(answer));
    },
  );
}
