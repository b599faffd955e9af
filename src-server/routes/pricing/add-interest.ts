import type { FastifyInstance } from 'fastify';
import { ApiPath } from '../../../src-shared/api/paths';
import { InterestInputSchema } from '../../../src-shared/schemas/pricing';
import { authOf, requireAuth, requirePermission } from '../../auth/auth-plugin';
import { addInterest } from '../../pricing/interest-repository';
import { serializeInterest } from '../../pricing/interest-serializer';
import type { AppContext } from '../../context';
import { envelope } from '../../http/envelope';
import { parseBody } from '../../http/validate';

/**
 * `POST /api/v1/accounts/add-interest/ { interest }`: 201 with the new interest, 200 with the
 * existing one when the creator already had it. Interests describe the creator's profile, so the
 * route asks for `profile.edit` (creators only, like `pricing.manage`).
 */
export function addInterestRoute(app: FastifyInstance, context: AppContext): void {
  app.post(
    ApiPath.addInterest,
    { onRequest: [requireAuth(context), requirePermission('profile.edit')] },
    async (request, reply) => {
      const { interest } = parseBody(InterestInputSchema, request.body);
      const added = await addInterest(context.db, authOf(request).user.id, interest, context.now());
      return reply.status(added.created ? 201 : 200).send(envelope(serializeInterest(added.row)));
    },
  );
}
