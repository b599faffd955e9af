import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '../../../src-shared/api/error-codes';
import { ApiPath } from '../../../src-shared/api/paths';
import { CastingCallBrandSchema } from '../../../src-shared/schemas/casting-call';
import { authOf } from '../../auth/auth-plugin';
import { answerCall, ownCall } from '../../casting-calls/call-access';
import { moveCall } from '../../casting-calls/casting-call-machine';
import { updateCallBrand } from '../../casting-calls/call-writes';
import { assertOwnBrand } from '../../casting-calls/own-brand';
import type { AppContext } from '../../context';
import { envelope } from '../../http/envelope';
import { ApiError } from '../../http/errors';
import { publicOrigin } from '../../http/public-origin';
import { parseBody } from '../../http/validate';
import { recordIdOf, type RecordIdParams } from '../brands/record-id';
import { castingHooks } from './hooks';

/**
 * `POST /api/v3/casting-calls/edit-brand/{id}/` (docs/PRODUCT.md §7) `{ brand_id }`: moves one of
 * the caller's calls to another of their brands. Like any edit, not on a closed call.
 */
export function editBrandRoute(app: FastifyInstance, context: AppContext): void {
  app.post<{ Params: RecordIdParams }>(
    ApiPath.castingCallEditBrand(':id'),
    { onRequest: castingHooks(context).manage },
    async (request) => {
      const { user } = authOf(request);
      const call = await ownCall(context.db, user.id, recordIdOf(request.params));
      const brandId = parseBody(CastingCallBrandSchema, request.body).brand_id.toLowerCase();
      const move = moveCall(call.status, 'edit');
      if (!move.ok) throw new ApiError(move.code);
      await assertOwnBrand(context.db, user.id, brandId);
      const saved = await updateCallBrand(context.db, call.id, brandId, context.now());
      if (!saved) throw new ApiError(ErrorCode.castingCallClosed);
      return envelope(await answerCall(context.db, user, call.id, publicOrigin(request, context)));
    },
  );
}
