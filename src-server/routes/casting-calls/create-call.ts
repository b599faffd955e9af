import type { FastifyInstance } from 'fastify';
import { ApiPath } from '../../../src-shared/api/paths';
import { castingCallInputSchemaFor } from '../../../src-shared/schemas/casting-call';
import { authOf } from '../../auth/auth-plugin';
import { earliestToday } from '../../../src-shared/rules/deadline-calendar';
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
 * not theirs is a 404. A deadline past in every time zone (rules/deadline-calendar.ts) is a 400 on `deadline`
 * already for a draft: it could never be published.
 */
export function createCallRoute(app: FastifyInstance, context: AppContext): void {
  app.post(
    ApiPath.castingCalls,
    { onRequest: castingHooks(context).manage },
    async (request, reply) => {
      const { user } = authOf(request);
      // Past only once it is past in every time zone: the app judges it on the computer's calendar.
      const today = earliestToday(context.now());
      const parsed = parseBody(
        castingCallInputSchemaFor(() => today),
        request.body,
      );
      const input = { ...parsed, brand_id: parsed.brand_id.toLowerCase() };
      await assertOwnBrand(context.db, user.id, input.brand_id);
      const id = await insertCall(context.db, user.id, input, context.now());
      const call = await answerCall(context.db, user, id, publicOrigin(request, context));
      return reply.status(201).send(envelope(call));
    },
  );
}
