import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import { ErrorCode } from '../../../src-shared/api/error-codes';
import { ApiPath } from '../../../src-shared/api/paths';
import { KitExportRecordSchema } from '../../../src-shared/schemas/media-kit';
import { authOf, requireAuth, requireRole } from '../../auth/auth-plugin';
import type { AppContext } from '../../context';
import { envelope } from '../../http/envelope';
import { ApiError } from '../../http/errors';
import { parseBody } from '../../http/validate';
import { recordKitExport } from '../../media-kit/record-kit-export';

const CREATORS_ONLY = 'Los media kits son para cuentas de creador.';

/** After requireAuth and requireRole: kits are a creator's own. */
const requireCreator: onRequestAsyncHookHandler = async (request) => {
  if (authOf(request).user.role !== 'influencer') {
    throw new ApiError(ErrorCode.forbidden, { message: CREATORS_ONLY });
  }
};

/**
 * `POST /api/v3/media-kit/exports/` `{ code, exported_at, figures }` (creators, their own kit:
 * the desktop exports each kit with that creator's token, agency staff included). 201
 * `{ code, exported_at, registered_at, digest }` when recorded, 200 with the stored record when
 * the same creator sends the same code and figures again, 409 `idempotency_conflict` when the
 * code is taken, 400 for a bad body or an `exported_at` more than five minutes ahead.
 */
export function recordExportRoute(app: FastifyInstance, context: AppContext): void {
  app.post(
    ApiPath.mediaKitExports,
    { onRequest: [requireAuth(context), requireRole, requireCreator] },
    async (request, reply) => {
      const input = parseBody(KitExportRecordSchema, request.body);
      const { recorded, created } = await recordKitExport(
        context.db,
        authOf(request).user.id,
        input,
        context.now(),
      );
      return reply.status(created ? 201 : 200).send(envelope(recorded));
    },
  );
}
