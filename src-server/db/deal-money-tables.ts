import type { ColumnType } from 'kysely';
import type {
  FundingStatus,
  PayoutStatus,
  ReleaseMode,
  RefundStatus,
} from '../../src-shared/domain/deal-money';

// Kept beside schema.ts so issue 32's tables (migration 0030) live in one small file.
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
/** bigint cents, read as a number (db/pg-types.ts). */
type Cents = ColumnType<number, number, number>;
type Optional<T> = ColumnType<T | null, T | null | undefined, T | null>;
type WithDefault<T> = ColumnType<T, T | undefined, T>;

/** The brand's payment of a collaboration: a PayPal order, then its capture. */
export interface DealFundingsTable {
  id: string;
  collaboration_id: string;
  user_id: string;
  idempotency_key: string;
  request_hash: string;
  order_id: Optional<string>;
  capture_id: Optional<string>;
  status: FundingStatus;
  test_mode: boolean;
  approve_url: Optional<string>;
  release_mode: ReleaseMode;
  price_cents: Cents;
  fee_cents: Cents;
  total_cents: Cents;
  created_at: Timestamp;
  captured_at: NullableTimestamp;
}

/** Money given back to the brand, price and fee of the items it covers. */
export interface DealRefundsTable {
  id: string;
  collaboration_id: string;
  amount_cents: Cents;
  fee_cents: Cents;
  status: RefundStatus;
  refund_id: Optional<string>;
  reason: Optional<string>;
  attempts: WithDefault<number>;
  next_attempt_at: Timestamp;
  created_at: Timestamp;
  settled_at: NullableTimestamp;
}

/** Money released to the creator; its status is its latest attempt's. */
export interface DealPayoutsTable {
  id: string;
  collaboration_id: string;
  creator_id: string;
  amount_cents: Cents;
  status: PayoutStatus;
  attempt: WithDefault<number>;
  reason: Optional<string>;
  created_at: Timestamp;
  settled_at: NullableTimestamp;
}

export type PayoutAttemptStatus = Exclude<PayoutStatus, 'waiting_email'>;

/** One try of a payout at PayPal; the id is the sender_batch_id. */
export interface DealPayoutAttemptsTable {
  id: string;
  payout_id: string;
  attempt: number;
  receiver_email: string;
  status: PayoutAttemptStatus;
  batch_id: Optional<string>;
  payout_item_id: Optional<string>;
  transaction_id: Optional<string>;
  provider_status: Optional<string>;
  error_name: Optional<string>;
  reason: Optional<string>;
  checks: WithDefault<number>;
  next_attempt_at: Timestamp;
  created_at: Timestamp;
  settled_at: NullableTimestamp;
}

export type ShareState = 'held' | 'released' | 'refunded';

/** An item's part of the held money. */
export interface DealSharesTable {
  item_id: string;
  collaboration_id: string;
  price_cents: Cents;
  fee_cents: Cents;
  state: ShareState;
  payout_id: Optional<string>;
  refund_id: Optional<string>;
}
