import type {
  DealMoneyStatus,
  PayoutStatus,
  RefundStatus,
} from '../../../src-shared/domain/deal-money';
import { formatDecimal, formatMoneyUsd } from '../../i18n/format';
import type { StatusTone } from '../../ui/StatusPill';

/** Amounts travel as integer cents (issue 32); only the screen divides, to show dollars. */
export const money = (cents: number): string => formatMoneyUsd(cents / 100);

/** `10` → `10`, `7.5` → `7.5`: the fee as people read it, the `%` is in the sentence. */
export const feePercentText = (percent: number): string => formatDecimal(percent);

export const MONEY_STATUS_TONES: Record<DealMoneyStatus, StatusTone> = {
  unfunded: 'warning',
  funded: 'info',
  partly_released: 'info',
  released: 'info',
  paid: 'success',
  refunded: 'neutral',
  cancelled: 'neutral',
};

export const PAYOUT_STATUS_TONES: Record<PayoutStatus, StatusTone> = {
  waiting_email: 'warning',
  to_send: 'info',
  sent: 'info',
  paid: 'success',
  unclaimed: 'warning',
  failed: 'danger',
};

export const REFUND_STATUS_TONES: Record<RefundStatus, StatusTone> = {
  to_send: 'info',
  sent: 'info',
  completed: 'success',
  failed: 'danger',
};
