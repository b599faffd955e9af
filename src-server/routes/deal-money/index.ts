import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode } from '../../../src-shared/api/error-codes';
import { ApiPath } from '../../../src-shared/api/paths';
import { feePercentOf } from '../../../src-shared/domain/deal-money';
import { CaptureDealSchema, FundDealSchema } from '../../../src-shared/schemas/billing';
import { authOf, requireAuth } from '../../auth/auth-plugin';
import { partyCollaboration } from '../../collaborations/collaboration-access';
import type { AppContext } from '../../context';
import { releaseDeal, retryPayout } from '../../deal-money/deal-actions';
import { captureDealFunding, fundDeal, type FundingDeps } from '../../deal-money/deal-funding';
import { dealMoneyOf } from '../../deal-money/deal-money-read';
import { dealReceiptsOf } from '../../deal-money/deal-receipts';
import { envelope } from '../../http/envelope';
import { ApiError } from '../../http/errors';
import { parseBody } from '../../http/validate';
import { recordIdOf, type RecordIdParams } from '../brands/record-id';
import { collaborationHooks } from '../collaborations/hooks';

type PayoutParams = RecordIdParams & { payout_id: string };

/**
 * Issue 32: a collaboration's money. Both parties read it and their receipts; the brand funds it
 * (PayPal, or the labelled test mode) and may release it early; either side retries a payout
 * PayPal did not pay. Anyone else: 404; the creator funding or releasing: 409 (not their move).
 */
export function dealMoneyRoutes(app: FastifyInstance, context: AppContext): void {
  const hooks = collaborationHooks(context);
  const party = async (request: FastifyRequest<{ Params: RecordIdParams }>) => {
    const { user } = authOf(request);
    const { collaboration, side } = await partyCollaboration(
      context.db,
      user,
      recordIdOf(request.params),
    );
    return { userId: user.id, collaborationId: collaboration.id, side };
  };
  const money = (collaborationId: string, side: 'brand' | 'creator') =>
    dealMoneyOf(context.db, collaborationId, side, context.payments.provider.testMode);
  const brandOnly = (side: 'brand' | 'creator') => {
    if (side !== 'brand') throw new ApiError(ErrorCode.collaborationNotYourMove);
  };
  const fundingDeps = (collaborationId: string): FundingDeps => ({
    db: context.db,
    payments: context.payments,
    now: context.now(),
    answer: async () => {
      context.dealJobs?.wake();
      return { status: 'completed', money: await money(collaborationId, 'brand') };
    },
  });

  app.get<{ Params: RecordIdParams }>(
    ApiPath.collaborationMoney(':id'),
    { onRequest: hooks.party },
    async (request) => {
      const call = await party(request);
      return envelope(await money(call.collaborationId, call.side));
    },
  );

  app.post<{ Params: RecordIdParams }>(
    ApiPath.collaborationFund(':id'),
    { onRequest: hooks.party },
    async (request) => {
      const call = await party(request);
      brandOnly(call.side);
      const input = parseBody(FundDealSchema, request.body);
      return envelope(
        await fundDeal(fundingDeps(call.collaborationId), call.userId, call.collaborationId, input),
      );
    },
  );

  app.post<{ Params: RecordIdParams }>(
    ApiPath.collaborationFundCapture(':id'),
    { onRequest: hooks.party },
    async (request) => {
      const call = await party(request);
      brandOnly(call.side);
      const { order_id } = parseBody(CaptureDealSchema, request.body);
      return envelope(
        await captureDealFunding(
          fundingDeps(call.collaborationId),
          call.userId,
          call.collaborationId,
          order_id,
        ),
      );
    },
  );

  app.post<{ Params: RecordIdParams }>(
    ApiPath.collaborationRelease(':id'),
    { onRequest: hooks.party },
    async (request) => {
      const call = await party(request);
      brandOnly(call.side);
      await releaseDeal(context.db, call.collaborationId, context.now());
      context.dealJobs?.wake();
      return envelope(await money(call.collaborationId, call.side));
    },
  );

  app.post<{ Params: PayoutParams }>(
    ApiPath.collaborationPayoutRetry(':id', ':payout_id'),
    { onRequest: hooks.party },
    async (request) => {
      const call = await party(request);
      const payoutId = recordIdOf({ id: request.params.payout_id });
      await retryPayout(context.db, call.collaborationId, payoutId, context.now());
      context.dealJobs?.wake();
      return envelope(await money(call.collaborationId, call.side));
    },
  );

  app.get<{ Params: RecordIdParams }>(
    ApiPath.collaborationReceipts(':id'),
    { onRequest: hooks.party },
    async (request) => {
      const call = await party(request);
      return envelope({
        results: await dealReceiptsOf(context.db, call.collaborationId, call.side),
      });
    },
  );

  app.get(ApiPath.platformFees, { onRequest: [requireAuth(context)] }, async () =>
    envelope({ platform_fee_percent: feePercentOf(context.platformFeeBasisPoints) }),
  );
}
