import type { FastifyInstance } from 'fastify';
import { ApiPath } from '../../../src-shared/api/paths';
import { CastingCallInputSchema } from '../../../src-shared/schemas/casting-call';
import { authOf } from '../../auth/auth-plugin';
import { answerCall } from '../../casting-calls/call-access';
import { insertCall } from '../../casting-calls/call-writes';
import { assertOwnBrand } from '../../casting-calls/own-brand';
import type { AppContext } from '../../context';
import { envelope } from '../../http/envelope';
import { publicOrigin } from '../../http/public-origin';
import { parseBody } from '../../http/validate';
import { castingHooks } from './hooks';

/**
 * `POST /api/v3/casting-calls/`: a new draft of one of the caller's brands (201). A brand that is
 * not theirs is a 404. The deadline is checked against today only when the call is published.
 */
export function createCallRoute(app: FastifyInstance, context: AppContext): void {
  app.post(
    ApiPath.castingCalls,
    { onRequest: castingHooks(context).manage },
    async (request, reply) => {
      const { user } = authOf(request);
      const parsed = parseBody(CastingCallInputSchema, request.body);
      const input = { ...parsed, brand_id: parsed.brand_id.toLowerCase() };
      await assertOwnBrand(context.db, user.id, input.brand_id);
      const id = await insertCall(context.db, user.id, input, context.now());
      const call = await answerCall(context.db, user, id, publicOrigin(request, context));
      return reply.status(201).send(envelope(call));
    },
  );
}
