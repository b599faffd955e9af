import { startJobLoop, type JobLoop } from '../jobs/job-loop';
import { runDuePayouts } from './payout-jobs';
import { runDueRefunds, type DealJobContext } from './refund-jobs';

export type DealJobLoop = JobLoop;

/**
 * Issue 32: carries the deal money decided in transactions (refunds, payouts) to PayPal and reads
 * back how they went; woken by the routes that release or refund, and every 15 s for payouts
 * PayPal is still processing. Safe with several API processes on one PostgreSQL: each row is
 * claimed with SKIP LOCKED and a lease, and PayPal answers a repeated request id the same.
 */
export function startDealJobLoop(
  context: DealJobContext,
  options: { intervalMs?: number } = {},
): DealJobLoop {
  return startJobLoop(async () => (await runDueRefunds(context)) + (await runDuePayouts(context)), {
    intervalMs: options.intervalMs ?? 15_000,
  });
}
