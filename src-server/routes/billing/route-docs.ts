import { ErrorCode } from '../../../src-shared/api/error-codes';
import { ApiPath } from '../../../src-shared/api/paths';
import {
  BuyCreditsSchema,
  PayoutEmailSchema,
  TransactionFilterSchema,
} from '../../../src-shared/schemas/billing';
import { componentRef } from '../../http/openapi/answer-schemas';
import { tagged, type RouteDoc } from '../../http/openapi/route-doc';
import { PagingQuerySchema } from '../../http/paging';

const purchase = {
  description: 'CreditPurchase (completed) or PendingCreditPurchase (waiting for the buyer).',
  schema: componentRef('CreditPurchase'),
};
const payout = {
  description: 'PayoutAccount (address masked).',
  schema: componentRef('PayoutAccount'),
};

/** Credits, the trial, transactions and payouts. */
export const billingRouteDocs: RouteDoc[] = tagged('billing', [
  {
    method: 'GET',
    path: ApiPath.applyTrial,
    summary: 'Start the 14-day trial, once',
    access: 'bearer',
    answer: { description: 'PremiumStanding.', schema: componentRef('PremiumStanding') },
    errors: [ErrorCode.trialAlreadyUsed],
  },
  {
    method: 'POST',
    path: ApiPath.buyCredits,
    summary: 'Buy a credit package',
    access: 'bearer',
    permission: 'credits.buy',
    body: { schema: BuyCreditsSchema },
    answer: purchase,
    errors: [
      ErrorCode.idempotencyConflict,
      ErrorCode.paymentDeclined,
      ErrorCode.providerUnavailable,
    ],
  },
  {
    method: 'POST',
    path: `${ApiPath.buyCredits}:order_id/capture/`,
    summary: 'Capture an approved order and add its credits, once',
    access: 'bearer',
    permission: 'credits.buy',
    params: { order_id: "The provider's order id." },
    answer: purchase,
    errors: [
      ErrorCode.notFound,
      ErrorCode.paymentDeclined,
      ErrorCode.paymentNotApproved,
      ErrorCode.providerUnavailable,
    ],
  },
  {
    method: 'POST',
    path: ApiPath.transactions,
    summary: "The caller's transactions, filtered",
    description: 'No body lists everything; empty `page`/`size_page` values mean the defaults.',
    access: 'bearer',
    query: PagingQuerySchema,
    body: { schema: TransactionFilterSchema, optional: true },
    answer: {
      description: 'A page of Transaction plus the filtered totals (TransactionPage).',
      schema: componentRef('TransactionPage'),
    },
    errors: [],
  },
  {
    method: 'GET',
    path: ApiPath.savePaypal,
    summary: 'The PayPal address payouts go to',
    access: 'bearer',
    permission: 'proposals.answer',
    answer: payout,
    errors: [],
  },
  {
    method: 'POST',
    path: ApiPath.savePaypal,
    summary: 'Save the PayPal address payouts go to',
    access: 'bearer',
    permission: 'proposals.answer',
    body: { schema: PayoutEmailSchema },
    answer: payout,
    errors: [],
  },
]);
