import { createHmac, timingSafeEqual } from 'node:crypto';
import { ApiPath } from '../../src-shared/api/paths';

/** The query parameter carrying the link's HMAC of its address. */
export const UNSUBSCRIBE_SIGNATURE_PARAM = 'signature';

/** The desktop app's own unsubscribe link (src-main/deep-link/deep-link.ts reads it). */
export const APP_UNSUBSCRIBE_LINK_BASE = 'marcacreadores://unsubscribe';

/**
 * The unsubscribe link for an address, on the origin the person's mail program can reach
 * (`mailLinkOrigin`: PUBLIC_URL, else the address this server listens on); with no such origin
 * (the embedded API, on loopback) the app's own link, which the desktop app opens and sends to
 * its API. Unsigned: the mailer signs every link as the mail leaves (`withSignedUnsubscribe`), so
 * no composer needs the secret.
 */
export function unsubscribeLink(origin: string | null, email: string): string {
  const base = origin === null ? APP_UNSUBSCRIBE_LINK_BASE : `${origin}${ApiPath.unsubscribe}`;
  return `${base}?to_email=${encodeURIComponent(email)}`;
}

/** The address as the route reads it: trimmed, lower case. */
const normalized = (email: string): string => email.trim().toLowerCase();

/** HMAC-SHA256 of the address under the server's unsubscribe secret, base64url. */
export function unsubscribeSignature(secret: string, email: string): string {
  return createHmac('sha256', secret).update(normalized(email), 'utf8').digest('base64url');
}

/** Whether `signature` is the address's own, compared in constant time. */
export function isUnsubscribeSignatureValid(
  secret: string,
  email: string,
  signature: unknown,
): boolean {
  if (typeof signature !== 'string') return false;
  const expected = Buffer.from(unsubscribeSignature(secret, email), 'utf8');
  const given = Buffer.from(signature, 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The link with the signature of the address it carries appended. */
export function signUnsubscribeLink(link: string, secret: string): string {
  const email = new URL(link).searchParams.get('to_email') ?? '';
  return `${link}&${UNSUBSCRIBE_SIGNATURE_PARAM}=${unsubscribeSignature(secret, email)}`;
}
