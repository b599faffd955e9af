import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '../../../src-shared/api/error-codes';
import { ApiPath } from '../../../src-shared/api/paths';
import { BrandInputSchema } from '../../../src-shared/schemas/brand';
import { authOf, requireAuth, requirePermission } from '../../auth/auth-plugin';
import { updateOwnBrand } from '../../brands/brand-repository';
import { serializeBrand } from '../../brands/brand-serializer';
import type { AppContext } from '../../context';
import { envelope } from '../../http/envelope';
import { ApiError } from '../../http/errors';
import { publicOrigin } from '../../http/public-origin';
import { parseBody } from '../../http/validate';
import { recordIdOf, type RecordIdParams } from './record-id';

/**
 * `POST /api/v1/brands//{id}/` (the spec's double slash) and the same path with one slash:
 * replaces the brand's fields. Someone else's, an unknown or a malformed id is a 404, and the
 * brand stays as it was. The logo changes only through its own upload route.
 */
export function updateBrandRoute(app: FastifyInstance, context: AppContext): void {
  const paths = [ApiPath.brand(':id'), `${ApiPath.brands}:id/`];
  for (const path of paths) {
    app.post<{ Params: RecordIdParams }>(
      path,
      { onRequest: [requireAuth(context), requirePermission('brands.manage')] },
      async (request) => {
        const id = recordIdOf(request.params);
        const input = parseBody(BrandInputSchema, request.body);
        const row = await updateOwnBrand(
          context.db,
          authOf(request).user.id,
          id,
          input,
          context.now(),
        );
        if (!row) throw new ApiError(ErrorCode.notFound);
        return envelope(serializeBrand(row, publicOrigin(request, context)));
      },
    );
  }
}
