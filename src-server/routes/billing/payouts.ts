import type { FastifyInstance } from 'fastify';
import { ApiPath } from '../../../src-shared/api/paths';
import { PayoutEmailSchema } from '../../../src-shared/schemas/billing';
import { authOf, requireAuth } from '../../auth/auth-plugin';
import { payoutAccountOf, savePayoutEmail } from '../../billing/payout-accounts';
import type { AppContext } from '../../context';
import { sendPayoutsWaitingForEmail } from '../../deal-money/deal-actions';
import { envelope } from '../../http/envelope';
import { parseBody } from '../../http/validate';
import { PAYOUTS_ONLY_CREATORS, requirePermissionWithReason } from './hooks';

/**
 * `POST /api/v3/finance/save/paypal/ { email }` and `GET` of the same path (creator): the PayPal
 * address payouts go to, answered masked (`an***@gm***.com`).
 */
export function payoutRoutes(app: FastifyInstance, context: AppContext): void {
  const onRequest = [
    requireAuth(context),
    ...requirePermissionWithReason('proposals.answer', PAYOUTS_ONLY_CREATORS),
  ];
  app.get(ApiPath.savePaypal, { onRequest }, async (request) =>
    envelope(await payoutAccountOf(context.db, authOf(request).user.id)),
  );
  app.post(ApiPath.savePaypal, { onRequest }, async (request) => {
    const { email } = parseBody(PayoutEmailSchema, request.body);
    const userId = authOf(request).user.id;
    const saved = await savePayoutEmail(context.db, userId, email, context.now());
    // Issue 32: payouts released while no address was saved go out now.
    if (await sendPayoutsWaitingForEmail(context.db, userId, context.now())) {
      context.dealJobs?.wake();
    }
    return envelope(saved);
  });
}
