import type { StoredAction } from './action-queue-store';

/** Accounts and actions the kill -9 test writes: enough actions that a write takes a while. */
export const CRASH_ACCOUNT = 'embedded#ana';
const ACTIONS = 400;

/** The whole queue of one write: every action carries the write's sequence number as its price. */
export function crashQueue(sequence: number): StoredAction[] {
  return Array.from({ length: ACTIONS }, (_, index) => ({
    kind: 'savePrice' as const,
    args: { network: 'instagram' as const, content_type: 'post' as const, price: sequence },
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    queued_at: '2030-03-01T12:00:00.000Z',
    status: 'pending' as const,
    conflict: null,
    base: { known: true, value: { id: 'line', network: 'instagram', price: sequence - 1 } },
  }));
}
