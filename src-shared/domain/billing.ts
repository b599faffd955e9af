/**
 * Extra-credit packages creators and brands can buy (product decision: priced in USD, cheaper per
 * credit in larger packs). Credits pay for marketplace extras (for a brand, one credit is one
 * profile view beyond its monthly allowance); the catalogue lives here so the screen and the core
 * API charge the same.
 */
export const CREDIT_PACKAGES = [
  { id: 'credits_10', credits: 10, price: 10 },
  { id: 'credits_50', credits: 50, price: 45 },
  { id: 'credits_100', credits: 100, price: 80 },
] as const;
export type CreditPackageId = (typeof CREDIT_PACKAGES)[number]['id'];

/** docs/PRODUCT.md §10: the trial lasts 14 days and can be applied for once. */
export const TRIAL_DAYS = 14;

/** What a completed purchase answers. `test_mode` is true in the embedded default's payments. */
export interface CreditPurchase {
  order_id: string;
  status: 'completed';
  credits_added: number;
  balance: number;
  transaction: Transaction;
  test_mode: boolean;
}

/**
 * A purchase the payment provider must approve first (PayPal in a real deployment): main opens
 * `approve_url` in a sign-in window and captures once it returns to `return_url`.
 */
export interface PendingCreditPurchase {
  order_id: string;
  status: 'approval_required';
  approve_url: string;
  return_url: string;
  cancel_url: string;
}

export const TRANSACTION_TYPES = [
  'credit_purchase',
  'proposal_payment',
  'payout',
  'refund',
  'trial',
  /** A brand spent one credit to open a creator beyond its monthly allowance. */
  'profile_view',
  /** Issue 32: the platform's fee on a deal the brand funds. */
  'platform_fee',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/**
 * A deal's lines (issue 32) move pending → funded (the brand paid, the platform holds it) →
 * paid (it reached the creator) or refunded; cancelled when the deal ended before it was paid.
 */
export const TRANSACTION_STATUSES = [
  'pending',
  'completed',
  'failed',
  'funded',
  'paid',
  'refunded',
  'cancelled',
] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/** One line of the ledger; amounts in USD, positive for money in, negative for money out. */
export interface Transaction {
  id: string;
  type: TransactionType;
  status: TransactionStatus;
  amount: number;
  credits: number | null;
  description: string;
  /** The provider's or the marketplace's reference (order id, proposal id). */
  reference: string | null;
  /** Issue 32: the collaboration of a deal's line (its money and receipts are there). */
  deal_id: string | null;
  /** Why the line waits or how it ended, in Spanish (a pending deal always says why). */
  status_reason: string | null;
  created_at: string;
}

/** The body of `POST /api/v3/transactions/` (docs/PRODUCT.md §10). */
export interface TransactionFilter {
  type?: TransactionType;
  status?: TransactionStatus;
  /** ISO dates (YYYY-MM-DD), inclusive. */
  date_from?: string;
  date_to?: string;
}

/** `POST /api/v3/transactions/` answers a page plus the filtered totals. */
export interface TransactionPage {
  results: Transaction[];
  count: number;
  page: number;
  size_page: number;
  totals: { amount: number; money_in: number; money_out: number };
}

/** `POST /api/v3/finance/save/paypal/` and `GET` of the same: the payout address, masked. */
export interface PayoutAccount {
  /** e.g. `an***@gm***.com`; null before one is saved. */
  email_masked: string | null;
  updated_at: string | null;
}
