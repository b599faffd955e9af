import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a Facebook login's `signed_request` vouches for once its signature checks out. */
export interface SignedRequestPayload {
  userId: string;
  issuedAt: Date;
}

/** Login answers are used at once; an older one is a replay, not a fresh consent. */
export const SIGNED_REQUEST_MAX_AGE_MS = 60 * 60_000;

const decode = (part: string): Buffer => Buffer.from(part, 'base64url');

/**
 * Checks Facebook's `signed_request` (`base64url(HMAC-SHA256(payload, app secret)).payload`) and
 * reads it. null for a wrong signature, another algorithm, a missing user or an old answer: the
 * caller cannot tell these apart usefully, and all mean "do not trust this login".
 */
export function verifySignedRequest(
  signedRequest: string,
  appSecret: string,
  now: Date,
): SignedRequestPayload | null {
  const parts = signedRequest.split('.');
  if (parts.length !== 2 || !parts[0] || !parts[1]) return null;
  const [signature, payload] = parts as [string, string];
  const expected = createHmac('sha256', appSecret).update(payload).digest();
  const given = decode(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;

  let data: unknown;
  try {
    data = JSON.parse(decode(payload).toString('utf8'));
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const { algorithm, user_id: userId, issued_at: issuedAt } = data as Record<string, unknown>;
  if (typeof algorithm !== 'string' || algorithm.toUpperCase() !== 'HMAC-SHA256') return null;
  if (typeof userId !== 'string' || !userId) return null;
  if (typeof issuedAt !== 'number' || !Number.isFinite(issuedAt)) return null;
  const issued = new Date(issuedAt * 1000);
  const age = now.getTime() - issued.getTime();
  // A little clock skew either way is normal between Facebook and this server.
  if (age > SIGNED_REQUEST_MAX_AGE_MS || age < -5 * 60_000) return null;
  return { userId, issuedAt: issued };
}

/** Builds a signed request as Facebook does; the stand-in and tests sign with it. */
export function signRequest(payload: Record<string, unknown>, appSecret: string): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  const signature = createHmac('sha256', appSecret).update(body).digest('base64url');
  return `${signature}.${body}`;
}
