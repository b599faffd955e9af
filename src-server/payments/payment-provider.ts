/** What the marketplace asks of a payment provider to sell credits (PayPal, or the test mode). */
export interface CreateOrderInput {
  /** USD, whole cents. */
  amount: number;
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

/**
 * A payment provider. Failures are ApiErrors: `payment_declined` (402, nothing charged),
 * `payment_not_approved` (409, the buyer has not approved yet or cancelled) and
 * `provider_unavailable` (502: unreachable, 5xx, timeout, or refusing this deployment's app).
 */
export interface PaymentProvider {
  /** True for the embedded default's simulated payments; answers say so and the UI labels it. */
  readonly testMode: boolean;
  createOrder(input: CreateOrderInput): Promise<CreatedOrder>;
  /** `requestId` makes a repeated capture answer the first one's result instead of failing. */
  captureOrder(orderId: string, requestId: string): Promise<CapturedOrder>;
}

/** The provider together with the addresses its approval pages return to. */
export interface Payments {
  provider: PaymentProvider;
  returnUrl: string;
  cancelUrl: string;
}
