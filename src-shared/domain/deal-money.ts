/**
 * Issue 32: the money of a collaboration. The brand funds the agreed price plus the platform's
 * fee; the platform holds it; it is released to the creator (PayPal Payouts to the saved payout
 * e-mail) when every item is approved and published, earlier when the brand releases it, or per
 * item when the brand chose so at funding; what is not released when items are cancelled (or
 * rejected) goes back to the brand. Every amount here is integer US cents.
 */

/** `PLATFORM_FEE_PERCENT` when the server sets none. */
export const DEFAULT_PLATFORM_FEE_PERCENT = 10;
/** The fee is kept in basis points (1 % = 100) so 7.5 % stays exact. */
export const BASIS_POINTS_PER_PERCENT = 100;
export const MAX_PLATFORM_FEE_BASIS_POINTS = 5000;

/** How the held money reaches the creator, chosen by the brand at funding. */
export const RELEASE_MODES = ['all', 'per_item'] as const;
export type ReleaseMode = (typeof RELEASE_MODES)[number];

/** The deal's money as both sides see it (one word each, the screens translate it). */
export const DEAL_MONEY_STATUSES = [
  /** Accepted, the brand has not paid yet: "Pendiente de pago por la marca". */
  'unfunded',
  /** Paid and held by the platform; nothing released yet. */
  'funded',
  /** Part released (per item, or per item published) and part still held. */
  'partly_released',
  /** Everything not refunded was released to the creator (payouts may still be on their way). */
  'released',
  /** Everything not refunded reached the creator's PayPal. */
  'paid',
  /** Everything went back to the brand. */
  'refunded',
  /** Cancelled before the brand paid: no money moved. */
  'cancelled',
] as const;
export type DealMoneyStatus = (typeof DEAL_MONEY_STATUSES)[number];

/** A payout to the creator's PayPal, as its latest attempt stands. */
export const PAYOUT_STATUSES = [
  /** The creator has no payout e-mail saved; it is sent once they save one. */
  'waiting_email',
  /** About to be sent (or PayPal did not answer and it is tried again). */
  'to_send',
  /** Sent to PayPal; the batch is being processed. */
  'sent',
  /** PayPal paid it (SUCCESS). */
  'paid',
  /** PayPal sent it, the address has no PayPal account yet: the creator claims it there. */
  'unclaimed',
  /** PayPal did not pay it (FAILED, RETURNED, BLOCKED…): back to "por pagar", with a retry. */
  'failed',
] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

export const REFUND_STATUSES = ['to_send', 'sent', 'completed', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const FUNDING_STATUSES = ['created', 'approved', 'captured', 'failed'] as const;
export type FundingStatus = (typeof FUNDING_STATUSES)[number];

export interface DealFunding {
  order_id: string | null;
  capture_id: string | null;
  status: FundingStatus;
  release_mode: ReleaseMode;
  total_cents: number;
  created_at: string;
  captured_at: string | null;
}

export interface DealPayout {
  id: string;
  amount_cents: number;
  status: PayoutStatus;
  /** Why it waits or failed, in Spanish; null while all goes well. */
  reason: string | null;
  /** Which attempt this is (a retry after a failure is the next). */
  attempt: number;
  /** PayPal's batch and item ids once sent (the receipt prints them). */
  batch_id: string | null;
  payout_item_id: string | null;
  /** The items this payout pays (their numbers in the collaboration). */
  item_ids: string[];
  created_at: string;
  settled_at: string | null;
}

export interface DealRefund {
  id: string;
  amount_cents: number;
  /** Of which the platform fee given back. */
  fee_cents: number;
  status: RefundStatus;
  reason: string | null;
  refund_id: string | null;
  item_ids: string[];
  created_at: string;
  settled_at: string | null;
}

/** `GET /api/v3/collaborations/{id}/money/`, for either side. */
export interface DealMoney {
  collaboration_id: string;
  status: DealMoneyStatus;
  /** The agreed price, the platform's fee on it and what the brand pays. */
  price_cents: number;
  fee_percent: number;
  fee_cents: number;
  total_cents: number;
  /** The embedded default's simulated payments: no money moves, the screens say so. */
  test_mode: boolean;
  funding: DealFunding | null;
  held_cents: number;
  released_cents: number;
  /** Released and confirmed paid by PayPal (SUCCESS or UNCLAIMED). */
  paid_cents: number;
  refunded_cents: number;
  /** The creator has no payout e-mail saved and a payout waits for it. */
  payout_email_missing: boolean;
  payouts: DealPayout[];
  refunds: DealRefund[];
  /** What the caller may do now. */
  can_fund: boolean;
  can_release: boolean;
}

/** `POST …/money/fund/` when PayPal must approve first: main opens the page, then captures. */
export interface DealFundingApproval {
  status: 'approval_required';
  order_id: string;
  approve_url: string;
  return_url: string;
  cancel_url: string;
}

export type DealFundingResult = { status: 'completed'; money: DealMoney } | DealFundingApproval;

/** `GET /api/v3/finance/fees/`: what the proposal form shows before sending. */
export interface PlatformFees {
  platform_fee_percent: number;
}

/** The fee on a price, rounded half up to the cent. */
export function feeCents(priceCents: number, feeBasisPoints: number): number {
  return Math.floor((priceCents * feeBasisPoints + 5000) / 10000);
}

/** A USD amount with at most two decimals as integer cents (exact for numeric(12,2) reads). */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

/**
 * Splits `total` cents over `parts` shares that differ by at most one cent and add up to the
 * total exactly; the first shares take the leftover cents.
 */
export function splitCents(total: number, parts: number): number[] {
  if (parts <= 0) return [];
  const base = Math.floor(total / parts);
  const leftover = total - base * parts;
  return Array.from({ length: parts }, (_, index) => base + (index < leftover ? 1 : 0));
}

/** The fee's basis points as the percent people read (1000 → 10, 750 → 7.5). */
export function feePercentOf(basisPoints: number): number {
  return basisPoints / BASIS_POINTS_PER_PERCENT;
}

/** A party's fiscal data as printed on a receipt (the brand account's company). */
export interface ReceiptParty {
  name: string;
  legal_name: string | null;
  /** RFC in Mexico, or the country's tax id; null when the account saved none. */
  tax_id: string | null;
  country: string | null;
}

export const RECEIPT_KINDS = ['funding', 'refund', 'payout'] as const;
export type ReceiptKind = (typeof RECEIPT_KINDS)[number];

/**
 * `GET …/money/receipts/`: what a receipt PDF prints (main renders it). The brand gets its
 * funding and refunds, the creator each payout PayPal paid. Not a CFDI: Mexican invoices are out
 * of scope, the fiscal data is printed for the brand's own records.
 */
export interface DealReceipt {
  kind: ReceiptKind;
  /** Stable per event: the funding, refund or payout attempt id. */
  id: string;
  /** Printed receipt number, e.g. `MC-P-3F2A9C1B`. */
  number: string;
  issued_at: string;
  collaboration_id: string;
  brand: ReceiptParty;
  creator: { name: string; payout_email_masked: string | null };
  amount_cents: number;
  /** Funding: price and fee making up the amount; refund: the fee part given back. */
  price_cents: number | null;
  fee_cents: number | null;
  fee_percent: number | null;
  test_mode: boolean;
  /** PayPal's own ids, as PayPal shows them in its statements. */
  paypal: {
    order_id: string | null;
    capture_id: string | null;
    refund_id: string | null;
    batch_id: string | null;
    payout_item_id: string | null;
    transaction_id: string | null;
  };
  /** The collaboration's items this receipt covers, as `Reel 2 de Instagram`. */
  items: { network: string; content_type: string; number: number }[];
}
