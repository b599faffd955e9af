/**
 * What the marketplace asks of a payment provider: orders for credits and deal funding, refunds of
 * a captured order, and payouts to creators (PayPal, or the test mode). Every amount is integer
 * US cents; the adapter writes PayPal's decimal strings from them without floating point.
 */
export interface CreateOrderInput {
  /** USD, integer cents. */
  amountCents: number;
  description: string;
  /** Where the provider sends the buyer after approving, and after cancelling. */
  returnUrl: string;
  cancelUrl: string;
  /**
   * Fixed per purchase (the caller's idempotency key picks it) and unique across accounts: the
   * provider answers the same order to a repeated request (PayPal-Request-Id).
   */
  requestId: string;
}

export interface CreatedOrder {
  orderId: string;
  /** The page where the buyer approves the payment; null when nothing needs approving. */
  approveUrl: string | null;
}

/** The capture's own status (PayPal's `captures[0].status`); only COMPLETED moved the money. */
export type CaptureStatus = 'COMPLETED' | 'PENDING' | 'DECLINED' | 'FAILED';

export interface CapturedOrder {
  status: CaptureStatus;
  captureId: string | null;
}

export interface RefundInput {
  captureId: string;
  /** USD, integer cents; at most what is left of the capture. */
  amountCents: number;
  /** Fixed per refund row: a repeated request answers the first refund (PayPal-Request-Id). */
  requestId: string;
  /** Shown to the buyer by PayPal (note_to_payer); at most 255 characters. */
  note: string;
}

/** PayPal's refund `status`; only COMPLETED returned the money, PENDING may still complete. */
export type RefundStatus = 'COMPLETED' | 'PENDING' | 'CANCELLED' | 'FAILED';

export interface RefundResult {
  refundId: string;
  status: RefundStatus;
}

export interface PayoutInput {
  /** PayPal's `sender_batch_id`: unique per payout attempt (PayPal refuses a reused one). */
  senderBatchId: string;
  /** PayPal's `sender_item_id`: the marketplace's payout row. */
  senderItemId: string;
  receiverEmail: string;
  /** USD, integer cents. */
  amountCents: number;
  /** Shown to the receiver (item `note`). */
  note: string;
  emailSubject: string;
  emailMessage: string;
}

/**
 * A payout item's `transaction_status`. SUCCESS, UNCLAIMED, FAILED and RETURNED end the polling
 * (UNCLAIMED: sent, the receiver has no PayPal account for the address yet); the others are still
 * moving; UNKNOWN is a status this code does not know, kept and polled again.
 */
export type PayoutItemStatus =
  | 'SUCCESS'
  | 'FAILED'
  | 'PENDING'
  | 'UNCLAIMED'
  | 'RETURNED'
  | 'ONHOLD'
  | 'BLOCKED'
  | 'REFUNDED'
  | 'REVERSED'
  | 'UNKNOWN';

export interface CreatedPayout {
  /** PayPal's `payout_batch_id`. */
  batchId: string;
  /** `batch_header.batch_status` (PENDING, PROCESSING, SUCCESS, …), as PayPal wrote it. */
  batchStatus: string;
}

export interface PayoutState {
  batchId: string;
  batchStatus: string;
  /** The batch's single item; null while PayPal has not listed it yet. */
  item: {
    /** `payout_item_id`. */
    itemId: string;
    status: PayoutItemStatus;
    /** The raw `transaction_status` as PayPal sent it (for UNKNOWN). */
    rawStatus: string;
    /** `transaction_id`, once PayPal has one. */
    transactionId: string | null;
    /** `errors.name` of a FAILED/RETURNED/BLOCKED item (e.g. RECEIVER_UNREGISTERED). */
    errorName: string | null;
  } | null;
}

/**
 * A payment provider. Failures are ApiErrors: `payment_declined` (402, nothing charged or sent;
 * for payouts and refunds: PayPal refused this one for good, its message says why),
 * `payment_not_approved` (409, the buyer has not approved yet or cancelled) and
 * `provider_unavailable` (502: unreachable, 5xx, timeout, or refusing this deployment's app;
 * the same request id may be tried again safely).
 */
export interface PaymentProvider {
  /** True for the embedded default's simulated payments; answers say so and the UI labels it. */
  readonly testMode: boolean;
  createOrder(input: CreateOrderInput): Promise<CreatedOrder>;
  /** `requestId` makes a repeated capture answer the first one's result instead of failing. */
  captureOrder(orderId: string, requestId: string): Promise<CapturedOrder>;
  /** Refunds part or all of a capture (Payments v2 `captures/{id}/refund`). */
  refundCapture(input: RefundInput): Promise<RefundResult>;
  /** Reads a refund again (`GET /v2/payments/refunds/{id}`), for one answered PENDING. */
  getRefund(refundId: string): Promise<RefundResult>;
  /** One-item payout batch (Payouts v1, `PayPal-Request-Id` = `senderBatchId`). */
  createPayout(input: PayoutInput): Promise<CreatedPayout>;
  /** Reads the batch and its item (`GET /v1/payments/payouts/{batch_id}`). */
  getPayout(batchId: string): Promise<PayoutState>;
}

/** The provider together with the addresses its approval pages return to. */
export interface Payments {
  provider: PaymentProvider;
  returnUrl: string;
  cancelUrl: string;
}
