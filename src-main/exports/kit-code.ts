import { randomBytes } from 'node:crypto';

/** Crockford's base 32: no I, L, O nor U, so a code read aloud or typed is not misread. */
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const CODE_LENGTH = 10;

/**
 * A new verification code (MEDIA_KIT_CODE_PATTERN): 50 random bits from the OS. 256 is a
 * multiple of 32, so taking each byte modulo 32 keeps every character equally likely.
 */
export function newKitCode(): string {
  return Array.from(randomBytes(CODE_LENGTH), (byte) => CROCKFORD[byte % 32]).join('');
}
