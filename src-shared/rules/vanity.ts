/** Public handle rules (docs/PRODUCT.md §5.7). */
export const VANITY_MIN_LENGTH = 3;
export const VANITY_MAX_LENGTH = 30;

const ALLOWED_CHAR = /^[a-z0-9._]$/i;
export const VANITY_PATTERN = /^[a-z0-9._]+$/;

/** Key presses outside letters, digits, `.` and `_` are ignored by the handle field. */
export function isVanityKeyAllowed(key: string): boolean {
  return ALLOWED_CHAR.test(key);
}

/** What the field keeps of any typed or pasted text: allowed characters only, lowercase. */
export function normalizeVanity(raw: string): string {
  return [...raw.toLowerCase()].filter((char) => ALLOWED_CHAR.test(char)).join('');
}

export type VanityProblem = 'required' | 'badCharacters' | 'tooShort' | 'tooLong';

export function vanityProblem(value: string): VanityProblem | null {
  if (value.length === 0) return 'required';
  if (!VANITY_PATTERN.test(value)) return 'badCharacters';
  if (value.length < VANITY_MIN_LENGTH) return 'tooShort';
  if (value.length > VANITY_MAX_LENGTH) return 'tooLong';
  return null;
}

export type VanityIndicator = 'valid' | 'invalid' | 'neutral';

/**
 * Neutral when equal to the user's current handle; invalid when malformed or taken; valid when
 * free. `inUse` is null while the availability check has not answered.
 */
export function vanityIndicator(
  value: string,
  currentHandle: string | null,
  inUse: boolean | null,
): VanityIndicator {
  if (currentHandle !== null && value === currentHandle.toLowerCase()) return 'neutral';
  if (vanityProblem(value) !== null || inUse === true) return 'invalid';
  return inUse === false ? 'valid' : 'neutral';
}
