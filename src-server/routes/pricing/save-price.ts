import type { FastifyInstance } from 'fastify';
import { ApiPath } from '../../../src-shared/api/paths';
import { PriceInputSchema } from '../../../src-shared/schemas/pricing';
import { authOf, requireAuth, requirePermission } from '../../auth/auth-plugin';
import { savePrice } from '../../pricing/price-repository';
import { serializePrice } from '../../pricing/price-serializer';
import type { AppContext } from '../../context';
import { envelope } from '../../http/envelope';
import { parseBody } from '../../http/validate';

/**
 * `POST /api/v1/briefcase/pricing/ { network, content_type, price }`: 201 with the new line, or
 * 200 with the line whose price changed when the network and content type were already priced.
 */
export function savePriceRoute(app: FastifyInstance, context: AppContext): void {
  app.post(
    ApiPath.pricing,
    { onRequest: [requireAuth(context), requirePermission('pricing.manage')] },
    async (request, reply) => {
      const input = parseBody(PriceInputSchema, request.body);
      const saved = await savePrice(context.db, authOf(request).user.id, input, context.now());
      return reply.status(saved.created ? 201 : 200).send(envelope(serializePrice(saved.row)));
    },
  );
}
