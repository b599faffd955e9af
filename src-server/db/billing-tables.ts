import type { ColumnType } from 'kysely';
import type {
  CreditPackageId,
  TransactionStatus,
  TransactionType,
} from '../../src-shared/domain/billing';

// Kept beside schema.ts rather than in it so the ledger's tables live in one small file.
/** Timestamps come back as Date on both engines; writes accept a Date or an ISO string. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
/** numeric(12,2), read as a number (db/pg-types.ts). */
type Money = ColumnType<number, number, number>;

/** One line of an account's ledger (migration 0014). */
export interface TransactionsTable {
  id: string;
  user_id: string;
  type: TransactionType;
  status: TransactionStatus;
  amount: Money;
  credits: number | null;
  description: string;
  reference: string | null;
  idempotency_key: string | null;
  request_hash: string | null;
  /** Issue 32: the collaboration a deal's line belongs to, and why the line waits. */
  deal_id: ColumnType<string | null, string | null | undefined, string | null>;
  status_reason: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type PaymentOrderStatus = 'created' | 'approved' | 'captured' | 'failed';

/** A credit purchase at the payment provider (migration 0014); the id is the provider's. */
export interface PaymentOrdersTable {
  id: string;
  user_id: string;
  package: CreditPackageId;
  credits: number;
  amount: Money;
  status: PaymentOrderStatus;
  test_mode: boolean;
  approve_url: string | null;
  created_at: Timestamp;
  captured_at: NullableTimestamp;
}

/** Where a creator is paid (migration 0014). */
export interface PayoutAccountsTable {
  user_id: string;
  paypal_email: string;
  updated_at: Timestamp;
}
