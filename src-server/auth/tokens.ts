import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits: far above the 128 docs/PRODUCT.md §6 asks for. */
const TOKEN_BYTES = 32;
export const TOKEN_LIFETIME_MS = 90 * 24 * 60 * 60 * 1000;

export function generateToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/**
 * Only this hash is stored, so a leaked database cannot be replayed as sessions. A fast hash is
 * enough because the token itself is random, not a guessable secret.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Reads a bearer token from an Authorization header; anything else is "no token". */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer[ ]+([A-Za-z0-9_-]{20,200})[ ]*$/i.exec(header);
  return match?.[1] ?? null;
}
