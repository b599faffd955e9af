import type { KeyboardEvent } from 'react';
import { isVanityKeyAllowed } from '../../../../../src-shared/rules/vanity';

/**
 * docs/PRODUCT.md §5: a key press outside letters, digits, `.` and `_` does nothing. Only printable
 * keys are judged: shortcuts (Ctrl/Cmd+V, Ctrl+A) and editing keys (Backspace, arrows) pass.
 */
export function ignoreDisallowedVanityKey(event: KeyboardEvent<HTMLInputElement>): void {
  const printable = event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
  if (printable && !isVanityKeyAllowed(event.key)) event.preventDefault();
}
