const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * Issue 31: how long a figures read that failed waits before the next try: 5 min, 30 min, 2 h,
 * 6 h after the first, second, third and fourth failure. The fifth failure gives up (the job is
 * done with its reason kept), about 8½ hours after the checkpoint was due.
 */
export const RETRY_DELAYS_MS: readonly number[] = [
  5 * MINUTE_MS,
  30 * MINUTE_MS,
  2 * HOUR_MS,
  6 * HOUR_MS,
];

/** How many times a job is tried in all. */
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/**
 * When a job whose `attempts`-th try just failed is tried again; null once it gives up.
 * `attempts` counts the failed try (1 after the first).
 */
export function retryAfterFailure(attempts: number, failedAt: Date): Date | null {
  const delay = attempts >= 1 ? RETRY_DELAYS_MS[attempts - 1] : RETRY_DELAYS_MS[0];
  return delay === undefined ? null : new Date(failedAt.getTime() + delay);
}

/**
 * How long a claimed job is kept from the other processes while it is read: far longer than any
 * read (a few provider calls of at most 5 s each). A process that dies mid-read leaves the job
 * due again once it passes.
 */
export const CLAIM_LEASE_MS = 10 * MINUTE_MS;
