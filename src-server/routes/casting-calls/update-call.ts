import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '../../../src-shared/api/error-codes';
import { ApiPath } from '../../../src-shared/api/paths';
import { CastingCallInputSchema } from '../../../src-shared/schemas/casting-call';
import { authOf } from '../../auth/auth-plugin';
import { marketToday } from '../../casting-calls/calendar';
import { answerCall, ownCall } from '../../casting-calls/call-access';
import { moveCall } from '../../casting-calls/casting-call-machine';
import { updateCallContent } from '../../casting-calls/call-writes';
import { assertDeadlineAhead } from '../../casting-calls/deadline';
import { assertOwnBrand } from '../../casting-calls/own-brand';
import type { AppContext } from '../../context';
import { envelope } from '../../http/envelope';
import { ApiError } from '../../http/errors';
import { publicOrigin } from '../../http/public-origin';
import { parseBody } from '../../http/validate';
import { recordIdOf, type RecordIdParams } from '../brands/record-id';
import { castingHooks } from './hooks';

/**
 * `PUT /api/v3/casting-calls/{id}/`: replaces a draft's or an open call's fields (the whole
 * CastingCallInput). A closed call is a 409 `casting_call_closed`; an open call keeps taking
 * applications, so its deadline may not move into the past.
 */
export function updateCallRoute(app: FastifyInstance, context: AppContext): void {
  app.put<{ Params: RecordIdParams }>(
    ApiPath.castingCall(':id'),
    { onRequest: castingHooks(context).manage },
    async (request) => {
      const { user } = authOf(request);
      const call = await ownCall(context.db, user.id, recordIdOf(request.params));
      const parsed = parseBody(CastingCallInputSchema, request.body);
      const input = { ...parsed, brand_id: parsed.brand_id.toLowerCase() };
      const move = moveCall(call.status, 'edit');
      if (!move.ok) throw new ApiError(move.code);
      if (call.status === 'open') assertDeadlineAhead(input.deadline, marketToday(context.now()));
      await assertOwnBrand(context.db, user.id, input.brand_id);
      const saved = await updateCallContent(context.db, call.id, input, context.now());
      if (!saved) throw new ApiError(ErrorCode.castingCallClosed);
      return envelope(await answerCall(context.db, user, call.id, publicOrigin(request, context)));
    },
  );
}
