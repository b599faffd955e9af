/** docs/PRODUCT.md §5/§9: digit count over the whole value, dial code included, 8 to 13. */
export const PHONE_MIN_DIGITS = 8;
export const PHONE_MAX_DIGITS = 13;

export type PhoneProblem = 'missingDialCode' | 'badCharacters' | 'tooFewDigits' | 'tooManyDigits';

/** The value a phone field holds right after a country is picked: `+` and the dial code. */
export function phonePrefix(dialCode: string): string {
  return `+${dialCode}`;
}

export function countPhoneDigits(value: string): number {
  return value.replace(/\D/g, '').length;
}

/**
 * Checks a phone against the selected country's dial code: `+`, the dial code, then only digits,
 * spaces, hyphens and parentheses; 8 to 13 digits in all. Answers the first problem, or null.
 */
export function phoneProblem(value: string, dialCode: string): PhoneProblem | null {
  const prefix = phonePrefix(dialCode);
  if (!value.startsWith(prefix)) return 'missingDialCode';
  if (!/^[\d\s()-]*$/.test(value.slice(prefix.length))) return 'badCharacters';
  const digits = countPhoneDigits(value);
  if (digits < PHONE_MIN_DIGITS) return 'tooFewDigits';
  if (digits > PHONE_MAX_DIGITS) return 'tooManyDigits';
  return null;
}

export function isValidPhone(value: string, dialCode: string): boolean {
  return phoneProblem(value, dialCode) === null;
}
