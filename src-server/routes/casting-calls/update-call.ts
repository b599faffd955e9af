import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '../../../src-shared/api/error-codes';
import { ApiPath } from '../../../src-shared/api/paths';
import { castingCallInputSchemaFor } from '../../../src-shared/schemas/casting-call';
import { authOf } from '../../auth/auth-plugin';
import { earliestToday } from '../../../src-shared/rules/deadline-calendar';
import { answerCall, ownCall } from '../../casting-calls/call-access';
import { moveCall } from '../../casting-calls/casting-call-machine';
import { updateCallContent } from '../../casting-calls/call-writes';
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
 * CastingCallInput). A closed call is a 409 `casting_call_closed`. Draft or open, the deadline may
 * not be before today (a 400 on `deadline`): an open call keeps taking applications until then,
 * and a draft with a passed deadline could never be published.
 */
export function updateCallRoute(app: FastifyInstance, context: AppContext): void {
  app.put<{ Params: RecordIdParams }>(
    ApiPath.castingCall(':id'),
    { onRequest: castingHooks(context).manage },
    async (request) => {
      const { user } = authOf(request);
      const call = await ownCall(context.db, user.id, recordIdOf(request.params));
      // Past only once it is past in every time zone: the app judges it on the computer's calendar.
      const today = earliestToday(context.now());
      const parsed = parseBody(
        castingCallInputSchemaFor(() => today),
        request.body,
      );
      const input = { ...parsed, brand_id: parsed.brand_id.toLowerCase() };
      const move = moveCall(call.status, 'edit');
      if (!move.ok) throw new ApiError(move.code);
      await assertOwnBrand(context.db, user.id, input.brand_id);
      const saved = await updateCallContent(context.db, call.id, input, context.now());
      if (!saved) throw new ApiError(ErrorCode.castingCallClosed);
      return envelope(await answerCall(context.db, user, call.id, publicOrigin(request, context)));
    },
  );
}
