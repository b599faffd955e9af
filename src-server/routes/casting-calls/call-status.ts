import type { FastifyInstance } from 'fastify';
import { ApiPath } from '../../../src-shared/api/paths';
import { authOf } from '../../auth/auth-plugin';
import { earliestToday } from '../../../src-shared/rules/deadline-calendar';
import { answerCall, ownCall } from '../../casting-calls/call-access';
import { moveCall, type CallMove } from '../../casting-calls/casting-call-machine';
import { moveCallStatus } from '../../casting-calls/call-writes';
import { assertDeadlineAhead } from '../../casting-calls/deadline';
import type { AppContext } from '../../context';
import { envelope } from '../../http/envelope';
import { ApiError } from '../../http/errors';
import { publicOrigin } from '../../http/public-origin';
import { recordIdOf, type RecordIdParams } from '../brands/record-id';
import { castingHooks } from './hooks';

/** Tries a move again after losing a race, reading the status the winner left. */
const ATTEMPTS = 2;

/**
 * `POST …/{id}/publish/` (draft → open, the deadline today or later, else a 400 on `deadline`)
 * and `POST …/{id}/close/` (open → closed). Asking for the state a call is already in answers it
 * unchanged (200), so a retry never fails; a closed call cannot be published again (409
 * `casting_call_closed`) and a draft cannot be closed (409 `casting_call_not_open`). No body.
 */
export function callStatusRoutes(app: FastifyInstance, context: AppContext): void {
  const route = (path: string, move: Exclude<CallMove, 'edit'>) =>
    app.post<{ Params: RecordIdParams }>(
      path,
      { onRequest: castingHooks(context).manage },
      async (request) => {
        const { user } = authOf(request);
        const id = recordIdOf(request.params);
        for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
          const call = await ownCall(context.db, user.id, id);
          const outcome = moveCall(call.status, move);
          if (!outcome.ok) throw new ApiError(outcome.code);
          if (!outcome.changed) break;
          const now = context.now();
          if (move === 'publish') assertDeadlineAhead(call.deadline, earliestToday(now));
          if (await moveCallStatus(context.db, id, call.status, outcome.next, now)) break;
        }
        return envelope(await answerCall(context.db, user, id, publicOrigin(request, context)));
      },
    );
  route(ApiPath.castingCallPublish(':id'), 'publish');
  route(ApiPath.castingCallClose(':id'), 'close');
}
