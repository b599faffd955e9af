const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * How long after its n-th look a payout still moving at PayPal is read again: PayPal settles
 * most batches within a minute, some (ONHOLD, risk review) take days; after a day, every 6 h.
 */
const POLL_DELAYS_MS: readonly number[] = [
  5 * SECOND_MS,
  15 * SECOND_MS,
  MINUTE_MS,
  5 * MINUTE_MS,
  15 * MINUTE_MS,
  HOUR_MS,
  6 * HOUR_MS,
];

/** After PayPal did not answer (5xx, timeout) the n-th time: 30 s, 2 min, 10 min, then hourly. */
const RETRY_DELAYS_MS: readonly number[] = [30 * SECOND_MS, 2 * MINUTE_MS, 10 * MINUTE_MS, HOUR_MS];

/** A job this process took is kept from the others this long (far beyond a provider call). */
export const CLAIM_LEASE_MS = 2 * MINUTE_MS;

function after(delays: readonly number[], count: number, from: Date): Date {
  const delay = delays[Math.min(Math.max(count, 0), delays.length - 1)] ?? HOUR_MS;
  return new Date(from.getTime() + delay);
}

/** When to read a sent payout (or refund) again after `checks` reads. */
export function nextPoll(checks: number, from: Date): Date {
  return after(POLL_DELAYS_MS, checks, from);
}

/** When to try PayPal again after `failures` unanswered calls in a row. */
export function nextRetry(failures: number, from: Date): Date {
  return after(RETRY_DELAYS_MS, failures - 1, from);
}
