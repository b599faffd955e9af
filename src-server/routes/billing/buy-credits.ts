import type { FastifyInstance } from 'fastify';
import { ApiPath } from '../../../src-shared/api/paths';
import { BuyCreditsSchema } from '../../../src-shared/schemas/billing';
import { authOf, requireAuth } from '../../auth/auth-plugin';
import { buyCredits } from '../../billing/credit-purchase';
import type { AppContext } from '../../context';
import { envelope } from '../../http/envelope';
import { parseBody } from '../../http/validate';
import { CREDITS_NOT_ALLOWED, requirePermissionWithReason } from './hooks';

/**
 * `POST /api/v3/profile/buy/extra-credits/` (creators and brands; for a brand each credit is one
 * profile view beyond its allowance): `{ package, currency?, idempotency_key }`.
 * Test mode: completed at once (`CreditPurchase`, `test_mode: true`). PayPal: the order waiting
 * for the buyer (`PendingCreditPurchase`); main opens `approve_url` and then captures.
 */
export function buyCreditsRoute(app: FastifyInstance, context: AppContext): void {
  app.post(
    ApiPath.buyCredits,
    {
      onRequest: [
        requireAuth(context),
        ...requirePermissionWithReason('credits.buy', CREDITS_NOT_ALLOWED),
      ],
    },
    async (request) => {
      const body = parseBody(BuyCreditsSchema, request.body);
      const answer = await buyCredits(
        {
          db: context.db,
          payments: context.payments,
          now: context.now(),
          userId: authOf(request).user.id,
        },
        body,
      );
      return envelope(answer);
    },
  );
}
