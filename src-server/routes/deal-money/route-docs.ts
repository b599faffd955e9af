import { ErrorCode } from '../../../src-shared/api/error-codes';
import { ApiPath } from '../../../src-shared/api/paths';
import { CaptureDealSchema, FundDealSchema } from '../../../src-shared/schemas/billing';
import { componentRef, resultsOf } from '../../http/openapi/answer-schemas';
import { tagged, type RouteDoc } from '../../http/openapi/route-doc';

const money = { description: 'DealMoney (amounts in cents).', schema: componentRef('DealMoney') };
const funding = {
  description: 'DealFundingResult: completed with the DealMoney, or approval_required.',
  schema: componentRef('DealFundingResult'),
};

/** Issue 32: a collaboration's money (funding, release, payouts, refunds, receipts). */
export const dealMoneyRouteDocs: RouteDoc[] = tagged('deal money', [
  {
    method: 'GET',
    path: ApiPath.collaborationMoney(':id'),
    summary: "A collaboration's money as the caller's side sees it",
    access: 'bearer',
    permission: 'role',
    answer: money,
    errors: [ErrorCode.notFound],
  },
  {
    method: 'POST',
    path: ApiPath.collaborationFund(':id'),
    summary: 'Pay the agreed price plus the platform fee (the brand), once',
    description:
      '`total_cents` is what the brand was shown; another total is a 409 and nothing is charged. The same key answers the same funding; a second key while one is in play joins it.',
    access: 'bearer',
    permission: 'role',
    body: { schema: FundDealSchema },
    answer: funding,
    errors: [
      ErrorCode.notFound,
      ErrorCode.collaborationNotYourMove,
      ErrorCode.dealAlreadyFunded,
      ErrorCode.dealAmountChanged,
      ErrorCode.dealNotFundable,
      ErrorCode.idempotencyConflict,
      ErrorCode.paymentDeclined,
      ErrorCode.paymentNotApproved,
      ErrorCode.providerUnavailable,
    ],
  },
  {
    method: 'POST',
    path: ApiPath.collaborationFundCapture(':id'),
    summary: "Capture the funding's order once PayPal's page returned",
    access: 'bearer',
    permission: 'role',
    body: { schema: CaptureDealSchema },
    answer: funding,
    errors: [
      ErrorCode.notFound,
      ErrorCode.collaborationNotYourMove,
      ErrorCode.paymentDeclined,
      ErrorCode.paymentNotApproved,
      ErrorCode.providerUnavailable,
    ],
  },
  {
    method: 'POST',
    path: ApiPath.collaborationRelease(':id'),
    summary: 'Release everything still held to the creator now (the brand)',
    access: 'bearer',
    permission: 'role',
    answer: money,
    errors: [ErrorCode.notFound, ErrorCode.collaborationNotYourMove, ErrorCode.dealNothingHeld],
  },
  {
    method: 'POST',
    path: ApiPath.collaborationPayoutRetry(':id', ':payout_id'),
    summary: 'Try again a payout PayPal did not pay, to the payout e-mail saved now',
    access: 'bearer',
    permission: 'role',
    params: { payout_id: 'The payout (DealPayout.id).' },
    answer: money,
    errors: [ErrorCode.notFound, ErrorCode.payoutNotRetryable],
  },
  {
    method: 'GET',
    path: ApiPath.collaborationReceipts(':id'),
    summary: "The caller's receipts of this collaboration (funding and refunds, or payouts)",
    access: 'bearer',
    permission: 'role',
    answer: { description: 'DealReceipt list.', schema: resultsOf('DealReceipt') },
    errors: [ErrorCode.notFound],
  },
  {
    method: 'GET',
    path: ApiPath.platformFees,
    summary: "The platform's fee on new proposals",
    access: 'bearer',
    answer: { description: 'PlatformFees.', schema: componentRef('PlatformFees') },
    errors: [],
  },
]);
