import { NAVBAR_WHITE_QUIT_EVENT } from '../../../src-shared/domain/wizard';

/**
 * docs/PRODUCT.md §2: saving with `is_edit` tells whoever listens on `window` that the edit is
 * over.
 */
export function emitNavbarWhiteQuit(): void {
  window.dispatchEvent(new CustomEvent(NAVBAR_WHITE_QUIT_EVENT));
}
