import { TRANSACTION_STATUSES, TRANSACTION_TYPES } from '../../../../src-shared/domain/billing';
import type { JsonSchema } from '../route-doc';
import {
  boolean,
  closed,
  componentRef,
  count,
  dateTime,
  integer,
  listPageOf,
  nullableDateTime,
  nullableText,
  oneOfValues,
  text,
  usd,
} from './schema-kit';

/** `src-shared/domain/billing.ts` `Transaction`: amounts positive in, negative out. */
const Transaction: JsonSchema = closed({
  id: text,
  type: oneOfValues(TRANSACTION_TYPES),
  status: oneOfValues(TRANSACTION_STATUSES),
  amount: usd,
  credits: { type: ['integer', 'null'] },
  description: text,
  reference: nullableText,
  deal_id: nullableText,
  status_reason: nullableText,
  created_at: dateTime,
});

/** `TransactionPage`: a page of the ledger plus the filtered totals. */
const TransactionPage: JsonSchema = listPageOf(componentRef('Transaction'), {
  totals: closed({ amount: usd, money_in: usd, money_out: usd }),
});

/** `CreditPurchase` (completed) or `PendingCreditPurchase` (the buyer must approve first). */
const CreditPurchase: JsonSchema = {
  oneOf: [
    closed({
      order_id: text,
      status: { const: 'completed' },
      credits_added: integer,
      balance: count,
      transaction: componentRef('Transaction'),
      test_mode: boolean,
    }),
    closed({
      order_id: text,
      status: { const: 'approval_required' },
      approve_url: text,
      return_url: text,
      cancel_url: text,
    }),
  ],
};

/** `PayoutAccount`: the payout address, masked; both null before one is saved. */
const PayoutAccount: JsonSchema = closed({
  email_masked: nullableText,
  updated_at: nullableDateTime,
});

export const billingComponents = {
  Transaction,
  TransactionPage,
  CreditPurchase,
  PayoutAccount,
};
