import type { TransactionStatus, TransactionType } from '../../../src-shared/domain/billing';
import type { StatusTone } from '../../ui/StatusPill';

/** i18n keys per ledger value, typed so a new type or status cannot go unlabelled. */
export const TRANSACTION_TYPE_KEYS: Record<TransactionType, string> = {
  credit_purchase: 'transactions.types.credit_purchase',
  proposal_payment: 'transactions.types.proposal_payment',
  payout: 'transactions.types.payout',
  refund: 'transactions.types.refund',
  trial: 'transactions.types.trial',
  profile_view: 'transactions.types.profile_view',
  platform_fee: 'transactions.types.platform_fee',
};

export const TRANSACTION_STATUS_KEYS: Record<TransactionStatus, string> = {
  pending: 'transactions.statuses.pending',
  completed: 'transactions.statuses.completed',
  failed: 'transactions.statuses.failed',
  funded: 'transactions.statuses.funded',
  paid: 'transactions.statuses.paid',
  refunded: 'transactions.statuses.refunded',
  cancelled: 'transactions.statuses.cancelled',
};

export const TRANSACTION_STATUS_TONES: Record<TransactionStatus, StatusTone> = {
  pending: 'warning',
  completed: 'success',
  failed: 'danger',
  // Held by the platform: nothing wrong, not settled either.
  funded: 'info',
  paid: 'success',
  refunded: 'neutral',
  cancelled: 'neutral',
};
