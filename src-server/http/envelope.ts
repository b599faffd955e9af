import type { Envelope } from '../../src-shared/api/envelope';

/** Wraps a success payload the way every 2xx answer is shaped. */
export function envelope<T>(response: T): Envelope<T> {
  return { response };
}
