import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '../../../src-shared/api/error-codes';
import { ApiPath } from '../../../src-shared/api/paths';
import { CastingApplicationInputSchema } from '../../../src-shared/schemas/casting-call';
import { authOf } from '../../auth/auth-plugin';
import { findApplication } from '../../casting-calls/application-records';
import { insertApplication } from '../../casting-calls/application-writes';
import { marketToday } from '../../casting-calls/calendar';
import { findCall } from '../../casting-calls/call-records';
import { serializeApplication } from '../../casting-calls/serializers';
import type { AppContext } from '../../context';
import { envelope } from '../../http/envelope';
import { ApiError } from '../../http/errors';
import { publicOrigin } from '../../http/public-origin';
import { parseBody } from '../../http/validate';
import { recordIdOf, type RecordIdParams } from '../brands/record-id';
import { castingHooks } from './hooks';

/**
 * `POST /api/v3/casting-calls/{id}/apply/` `{ price, message? }` (201): a creator applies once to
 * an open call whose deadline has not passed. A draft is a 404 like an unknown call (creators
 * never see drafts); a closed call or a passed deadline is a 409 `casting_call_not_open`; a
 * second application a 409 `already_applied`. The fit rules only decide which calls the
 * creator's list shows; a creator with the link may still apply.
 */
export function applyRoute(app: FastifyInstance, context: AppContext): void {
  app.post<{ Params: RecordIdParams }>(
    ApiPath.castingCallApply(':id'),
    { onRequest: castingHooks(context).apply },
    async (request, reply) => {
      const { user } = authOf(request);
      const call = await findCall(context.db, recordIdOf(request.params));
      // A draft is the brand's own until published: unseen, so an unknown call to creators.
      if (!call || call.status === 'draft') {
        throw new ApiError(ErrorCode.notFound, { message: 'No encontramos ese casting.' });
      }
      const input = parseBody(CastingApplicationInputSchema, request.body);
      const now = context.now();
      if (call.status !== 'open' || call.deadline < marketToday(now)) {
        throw new ApiError(ErrorCode.castingCallNotOpen);
      }
      const id = await insertApplication(context.db, call.id, user.id, input, now);
      const row = await findApplication(context.db, id);
      if (!row) throw new ApiError(ErrorCode.notFound);
      return reply
        .status(201)
        .send(envelope(serializeApplication(row, publicOrigin(request, context))));
    },
  );
}
