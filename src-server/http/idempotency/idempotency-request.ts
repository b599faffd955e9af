import { createHash } from 'node:crypto';
import type { IdempotencyState } from '../../db/idempotency-tables';

/** The writes a key applies to; reads are safe to repeat and never touch the keys' table. */
export const IDEMPOTENT_WRITE_METHODS: ReadonlySet<string> = new Set([
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
]);

/** A stored key stops replaying (and may be used again) after this long. */
export const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * A key still `in_progress` after this long belongs to a request that never finished (the process
 * stopped mid-request): the next request with it runs instead of waiting for ever.
 */
export const IDEMPOTENCY_STALE_AFTER_MS = 5 * 60 * 1000;

/** 1 to 255 printable ASCII characters (space to tilde). */
const KEY_PATTERN = /^[\x20-\x7e]{1,255}$/;

/**
 * The key a request carries, or null when it is not a valid one. Node joins a header sent twice
 * with ", " except for a few it keeps as arrays; either way two keys are not one.
 */
export function idempotencyKeyOf(header: string | string[]): string | null {
  if (typeof header !== 'string') return null;
  return KEY_PATTERN.test(header) ? header : null;
}

/** JSON with object keys sorted at every depth: the same data gives the same text. */
export function canonicalJson(value: unknown): string {
  if (value === undefined) return 'null';
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const record = value as Record<string, unknown>;
  const entries = Object.keys(record)
    .filter((key) => record[key] !== undefined)
    .sort()
    .map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`);
  return `{${entries.join(',')}}`;
}

/**
 * Hex SHA-256 of a parsed body (JSON or form) in its canonical form, so a replay that serialises
 * the same data with its keys in another order is still the same request. No body hashes as null.
 */
export function requestBodyHash(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body)).digest('hex');
}

/** What a request with a key is, as compared with what the key was first used for. */
export interface KeyedRequest {
  method: string;
  path: string;
  body_hash: string;
}

export interface StoredKey extends KeyedRequest {
  state: IdempotencyState;
  created_at: Date;
}

export type StoredKeyDecision =
  /** The stored key is past its lifetime (or abandoned): this request runs and takes it. */
  | 'take_over'
  /** The same request again: answer what the first one answered. */
  | 'replay'
  /** The key was first used for another request. */
  | 'reused'
  /** The first request with the key is still running. */
  | 'in_progress';

/** What a request does about a key already stored for its account. */
export function decideOnStoredKey(
  stored: StoredKey,
  incoming: KeyedRequest,
  now: Date,
): StoredKeyDecision {
  const age = now.getTime() - stored.created_at.getTime();
  if (age >= IDEMPOTENCY_KEY_LIFETIME_MS) return 'take_over';
  if (stored.state === 'in_progress' && age >= IDEMPOTENCY_STALE_AFTER_MS) return 'take_over';
  const same =
    stored.method === incoming.method &&
    stored.path === incoming.path &&
    stored.body_hash === incoming.body_hash;
  if (!same) return 'reused';
  return stored.state === 'in_progress' ? 'in_progress' : 'replay';
}

/** Statuses whose answer is kept: a 5xx may succeed when retried, so its key is let go. */
export function isStorableStatus(status: number): boolean {
  return status >= 200 && status < 500;
}

export type CapturedAnswer = { storable: true; answer: unknown } | { storable: false };

/**
 * The answer body as `onSend` sees it: JSON text (what this API answers) is kept parsed, no body
 * is kept as null. Anything else (a file, a stream, an HTML page) is not kept, and its key is let
 * go, so a replay runs again rather than answering something else.
 */
export function capturedAnswer(payload: unknown, contentType: string | undefined): CapturedAnswer {
  if (payload === undefined || payload === null || payload === '') {
    return { storable: true, answer: null };
  }
  if (typeof payload !== 'string' || !contentType?.toLowerCase().includes('json')) {
    return { storable: false };
  }
  try {
    return { storable: true, answer: JSON.parse(payload) as unknown };
  } catch {
    return { storable: false };
  }
}
