import type {
  DealMoney,
  DealPayout,
  DealReceipt,
  DealRefund,
} from '../../src-shared/domain/deal-money';
import { collaborationIds } from './collaboration-builders';

export const dealIds = {
  payout: '00000000-0000-4000-8000-0000000d0a01',
  refund: '00000000-0000-4000-8000-0000000d0b01',
  funding: '00000000-0000-4000-8000-0000000d0c01',
} as const;

/**
 * The money of `aCollaboration()` (USD 1,500 at 10 %): funded and held, released when every
 * item is published, in test mode. Tests change what they look at.
 */
export function aDealMoney(overrides: Partial<DealMoney> = {}): DealMoney {
  return {
    collaboration_id: collaborationIds.collaboration,
    status: 'funded',
    price_cents: 150_000,
    fee_percent: 10,
    fee_cents: 15_000,
    total_cents: 165_000,
    test_mode: true,
    funding: {
      order_id: 'TEST-ORDER-1',
      capture_id: 'TEST-CAPTURE-1',
      status: 'captured',
      release_mode: 'all',
      total_cents: 165_000,
      created_at: '2030-01-10T15:00:00.000Z',
      captured_at: '2030-01-10T15:01:00.000Z',
    },
    held_cents: 150_000,
    released_cents: 0,
    paid_cents: 0,
    refunded_cents: 0,
    payout_email_missing: false,
    payouts: [],
    refunds: [],
    can_fund: false,
    can_release: false,
    ...overrides,
  };
}

/** Before the brand pays: nothing held, the brand may fund. */
export function anUnfundedDealMoney(overrides: Partial<DealMoney> = {}): DealMoney {
  return aDealMoney({ status: 'unfunded', funding: null, held_cents: 0, ...overrides });
}

export function aPayout(overrides: Partial<DealPayout> = {}): DealPayout {
  return {
    id: dealIds.payout,
    amount_cents: 150_000,
    status: 'paid',
    reason: null,
    attempt: 1,
    batch_id: 'BATCH-TEST-1',
    payout_item_id: 'ITEM-TEST-1',
    item_ids: [collaborationIds.item, collaborationIds.otherItem],
    created_at: '2030-01-30T15:00:00.000Z',
    settled_at: '2030-01-30T15:05:00.000Z',
    ...overrides,
  };
}

export function aRefund(overrides: Partial<DealRefund> = {}): DealRefund {
  return {
    id: dealIds.refund,
    amount_cents: 82_500,
    fee_cents: 7_500,
    status: 'completed',
    reason: null,
    refund_id: 'REFUND-TEST-1',
    item_ids: [collaborationIds.otherItem],
    created_at: '2030-01-20T15:00:00.000Z',
    settled_at: '2030-01-20T15:01:00.000Z',
    ...overrides,
  };
}

export function aReceipt(overrides: Partial<DealReceipt> = {}): DealReceipt {
  return {
    kind: 'funding',
    id: dealIds.funding,
    number: 'MC-F-00000000',
    issued_at: '2030-01-10T15:01:00.000Z',
    collaboration_id: collaborationIds.collaboration,
    brand: { name: 'Café Aurora', legal_name: null, tax_id: null, country: 'MX' },
    creator: { name: 'Ana López', payout_email_masked: 'a***@example.com' },
    amount_cents: 165_000,
    price_cents: 150_000,
    fee_cents: 15_000,
    fee_percent: 10,
    test_mode: true,
    paypal: {
      order_id: 'TEST-ORDER-1',
      capture_id: 'TEST-CAPTURE-1',
      refund_id: null,
      batch_id: null,
      payout_item_id: null,
      transaction_id: null,
    },
    items: [{ network: 'instagram', content_type: 'reel', number: 1 }],
    ...overrides,
  };
}
