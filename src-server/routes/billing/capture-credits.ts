import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '../../../src-shared/api/error-codes';
import { ApiPath } from '../../../src-shared/api/paths';
import { authOf, requireAuth } from '../../auth/auth-plugin';
import { captureOrder } from '../../billing/credit-capture';
import { findOrder } from '../../billing/transaction-records';
import type { AppContext } from '../../context';
import { envelope } from '../../http/envelope';
import { ApiError } from '../../http/errors';
import { CREDITS_NOT_ALLOWED, requirePermissionWithReason } from './hooks';

/** PayPal's order ids and the test mode's `TEST-…`; anything else names no order. */
const ORDER_ID = /^[A-Za-z0-9-]{1,64}$/;

/**
 * `POST /api/v3/profile/buy/extra-credits/{order_id}/capture/` (the buyer only; anyone else's or an
 * unknown order is a 404): captures after approval and adds the credits once. A second capture
 * answers the same completed purchase; a decline marks the purchase failed (402).
 */
export function captureCreditsRoute(app: FastifyInstance, context: AppContext): void {
  // ApiPath.captureCredits encodes its argument, which would turn `:order_id` into text.
  app.post<{ Params: { order_id: string } }>(
    `${ApiPath.buyCredits}:order_id/capture/`,
    {
      onRequest: [
        requireAuth(context),
        ...requirePermissionWithReason('credits.buy', CREDITS_NOT_ALLOWED),
      ],
    },
    async (request) => {
      const { order_id: orderId } = request.params;
      const userId = authOf(request).user.id;
      const order = ORDER_ID.test(orderId)
        ? await findOrder(context.db, userId, orderId)
        : undefined;
      if (!order) throw new ApiError(ErrorCode.notFound);
      return envelope(
        await captureOrder(
          { db: context.db, payments: context.payments, now: context.now() },
          order,
        ),
      );
    },
  );
}
