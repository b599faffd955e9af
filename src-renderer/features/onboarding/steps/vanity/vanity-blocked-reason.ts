import type { VanityAvailability } from './use-vanity-availability';

export type VanityBlock = 'vanityEmpty' | 'vanityInvalid' | 'vanityChecking' | 'vanityTaken';

/**
 * docs/PRODUCT.md §5: save waits while the handle is empty, malformed or in use, and says which.
 */
export function vanityBlock(
  vanityName: string,
  isValid: boolean,
  availability: VanityAvailability,
): VanityBlock | null {
  if (vanityName === '') return 'vanityEmpty';
  if (availability === 'taken') return 'vanityTaken';
  if (!isValid) return 'vanityInvalid';
  if (availability === 'checking') return 'vanityChecking';
  return null;
}
