import { vanityProblem } from '../../../src-shared/rules/vanity';

/** What the route's `$vanityName` holds: a handle worth asking the server about, or not. */
export type HandleParam = { valid: true; handle: string } | { valid: false };

/**
 * Handles are matched in any case (the core API lowercases them), so the address may carry
 * capitals; anything else the shared vanity rule refuses (spaces, emoji, `@`) cannot be anyone's
 * handle, and the page says so without a round trip.
 */
export function readHandleParam(raw: string): HandleParam {
  const handle = raw.toLowerCase();
  return vanityProblem(handle) === null ? { valid: true, handle } : { valid: false };
}
