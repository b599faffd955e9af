import type { FastifyInstance } from 'fastify';
import { ApiPath } from '../../../src-shared/api/paths';
import { BrandInputSchema } from '../../../src-shared/schemas/brand';
import { authOf, requireAuth, requirePermission } from '../../auth/auth-plugin';
import { insertBrand } from '../../brands/brand-repository';
import { serializeBrand } from '../../brands/brand-serializer';
import type { AppContext } from '../../context';
import { envelope } from '../../http/envelope';
import { publicOrigin } from '../../http/public-origin';
import { parseBody } from '../../http/validate';

/** `POST /api/v1/brands/`: a new brand of the caller's, 201 with its id (logo null until uploaded). */
export function createBrandRoute(app: FastifyInstance, context: AppContext): void {
  app.post(
    ApiPath.brands,
    { onRequest: [requireAuth(context), requirePermission('brands.manage')] },
    async (request, reply) => {
      const input = parseBody(BrandInputSchema, request.body);
      const row = await insertBrand(context.db, authOf(request).user.id, input, context.now());
      return reply.status(201).send(envelope(serializeBrand(row, publicOrigin(request, context))));
    },
  );
}
