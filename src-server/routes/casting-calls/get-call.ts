import type { FastifyInstance } from 'fastify';
import { ApiPath } from '../../../src-shared/api/paths';
import { authOf } from '../../auth/auth-plugin';
import { answerCalls, readableCall } from '../../casting-calls/call-access';
import type { AppContext } from '../../context';
import { envelope } from '../../http/envelope';
import { publicOrigin } from '../../http/public-origin';
import { recordIdOf, type RecordIdParams } from '../brands/record-id';
import { castingHooks } from './hooks';

/**
 * `GET /api/v3/casting-calls/{id}/`: the owner reads any of theirs; a creator an open call or one
 * they applied to. Anything else is a 404, so drafts and other brands' calls stay unseen.
 */
export function getCallRoute(app: FastifyInstance, context: AppContext): void {
  app.get<{ Params: RecordIdParams }>(
    ApiPath.castingCall(':id'),
    { onRequest: castingHooks(context).anyRole },
    async (request) => {
      const { user } = authOf(request);
      const row = await readableCall(context.db, user, recordIdOf(request.params));
      const [call] = await answerCalls(context.db, user, [row], publicOrigin(request, context));
      return envelope(call);
    },
  );
}
