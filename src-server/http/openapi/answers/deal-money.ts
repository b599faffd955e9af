import {
  DEAL_MONEY_STATUSES,
  FUNDING_STATUSES,
  PAYOUT_STATUSES,
  RECEIPT_KINDS,
  REFUND_STATUSES,
  RELEASE_MODES,
} from '../../../../src-shared/domain/deal-money';
import type { JsonSchema } from '../route-doc';
import {
  arrayOf,
  boolean,
  closed,
  componentRef,
  count,
  dateTime,
  integer,
  nullable,
  nullableDateTime,
  nullableText,
  number,
  oneOfValues,
  text,
  texts,
} from './schema-kit';

const cents = count;
const nullableCents: JsonSchema = { type: ['integer', 'null'], minimum: 0 };

/** `src-shared/domain/deal-money.ts` `DealMoney`: every amount in integer cents. */
const DealMoney: JsonSchema = closed({
  collaboration_id: text,
  status: oneOfValues(DEAL_MONEY_STATUSES),
  price_cents: cents,
  fee_percent: number,
  fee_cents: cents,
  total_cents: cents,
  test_mode: boolean,
  funding: nullable(
    closed({
      order_id: nullableText,
      capture_id: nullableText,
      status: oneOfValues(FUNDING_STATUSES),
      release_mode: oneOfValues(RELEASE_MODES),
      total_cents: cents,
      created_at: dateTime,
      captured_at: nullableDateTime,
    }),
  ),
  held_cents: cents,
  released_cents: cents,
  paid_cents: cents,
  refunded_cents: cents,
  payout_email_missing: boolean,
  payouts: arrayOf(
    closed({
      id: text,
      amount_cents: cents,
      status: oneOfValues(PAYOUT_STATUSES),
      reason: nullableText,
      attempt: integer,
      batch_id: nullableText,
      payout_item_id: nullableText,
      item_ids: texts,
      created_at: dateTime,
      settled_at: nullableDateTime,
    }),
  ),
  refunds: arrayOf(
    closed({
      id: text,
      amount_cents: cents,
      fee_cents: cents,
      status: oneOfValues(REFUND_STATUSES),
      reason: nullableText,
      refund_id: nullableText,
      item_ids: texts,
      created_at: dateTime,
      settled_at: nullableDateTime,
    }),
  ),
  can_fund: boolean,
  can_release: boolean,
});

/** `DealFundingResult`: funded at once (test mode), or PayPal's page to approve first. */
const DealFundingResult: JsonSchema = {
  oneOf: [
    closed({ status: { const: 'completed' }, money: componentRef('DealMoney') }),
    closed({
      status: { const: 'approval_required' },
      order_id: text,
      approve_url: text,
      return_url: text,
      cancel_url: text,
    }),
  ],
};

/** `DealReceipt`: what a receipt PDF prints. */
const DealReceipt: JsonSchema = closed({
  kind: oneOfValues(RECEIPT_KINDS),
  id: text,
  number: text,
  issued_at: dateTime,
  collaboration_id: text,
  brand: closed({
    name: text,
    legal_name: nullableText,
    tax_id: nullableText,
    country: nullableText,
  }),
  creator: closed({ name: text, payout_email_masked: nullableText }),
  amount_cents: cents,
  price_cents: nullableCents,
  fee_cents: nullableCents,
  fee_percent: { type: ['number', 'null'] },
  test_mode: boolean,
  paypal: closed({
    order_id: nullableText,
    capture_id: nullableText,
    refund_id: nullableText,
    batch_id: nullableText,
    payout_item_id: nullableText,
    transaction_id: nullableText,
  }),
  items: arrayOf(closed({ network: text, content_type: text, number: integer })),
});

export const dealMoneyComponents = {
  DealMoney,
  DealFundingResult,
  DealReceipt,
  PlatformFees: closed({ platform_fee_percent: number }),
};
