import * as v from 'valibot';
import { CREDIT_PACKAGES, TRANSACTION_STATUSES, TRANSACTION_TYPES } from '../domain/billing';
import { RELEASE_MODES } from '../domain/deal-money';
import { IsoDateSchema, PageNumberSchema, PageSizeSchema } from './common';

/** An idempotency key the caller makes per purchase attempt (retries send the same one). */
export const IdempotencyKeySchema = v.pipe(
  v.string('validation.idempotencyKeyInvalid'),
  v.regex(/^[A-Za-z0-9_-]{16,100}$/, 'validation.idempotencyKeyInvalid'),
);

/** `POST /api/v3/profile/buy/extra-credits/`. Only USD: another currency is a 400. */
export const BuyCreditsSchema = v.strictObject({
  package: v.picklist(
    CREDIT_PACKAGES.map((item) => item.id),
    'validation.creditPackageInvalid',
  ),
  currency: v.optional(v.literal('USD', 'validation.currencyInvalid'), 'USD'),
  idempotency_key: IdempotencyKeySchema,
});

/** The filter body of `POST /api/v3/transactions/`; `date_from` after `date_to` is a 400. */
export const TransactionFilterSchema = v.pipe(
  v.strictObject({
    type: v.optional(v.picklist(TRANSACTION_TYPES, 'validation.optionInvalid')),
    status: v.optional(v.picklist(TRANSACTION_STATUSES, 'validation.optionInvalid')),
    date_from: v.optional(IsoDateSchema),
    date_to: v.optional(IsoDateSchema),
  }),
  v.forward(
    v.check(
      (filter) => !filter.date_from || !filter.date_to || filter.date_from <= filter.date_to,
      'validation.dateRangeInvalid',
    ),
    ['date_to'],
  ),
);

/** Paging as main passes it (the core API reads it from the query string). */
export const TransactionPagingSchema = v.strictObject({
  page: v.optional(PageNumberSchema),
  size_page: v.optional(PageSizeSchema),
});

/** `POST /api/v3/finance/save/paypal/`. */
export const PayoutEmailSchema = v.strictObject({
  email: v.pipe(
    v.string('validation.emailRequired'),
    v.trim(),
    v.toLowerCase(),
    v.nonEmpty('validation.emailRequired'),
    v.maxLength(254, 'validation.emailInvalid'),
    v.email('validation.emailInvalid'),
  ),
});

/** `POST /api/v3/collaborations/{id}/money/fund/` (issue 32). */
export const FundDealSchema = v.strictObject({
  idempotency_key: IdempotencyKeySchema,
  release_mode: v.picklist(RELEASE_MODES, 'validation.optionInvalid'),
  total_cents: v.pipe(
    v.number('validation.amountInvalid'),
    v.integer('validation.amountInvalid'),
    v.minValue(1, 'validation.amountInvalid'),
    v.maxValue(100_000_000_00, 'validation.amountInvalid'),
  ),
});

/** `POST …/money/fund/capture/`: the order PayPal's page returned with. */
export const CaptureDealSchema = v.strictObject({
  order_id: v.pipe(
    v.string('validation.optionInvalid'),
    v.regex(/^[A-Za-z0-9-]{1,64}$/, 'validation.optionInvalid'),
  ),
});
