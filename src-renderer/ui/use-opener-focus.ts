import { useRef } from 'react';

/**
 * Focus for a Radix dialog opened by state rather than by its own trigger: Radix would drop it on
 * the page's body on closing, while a keyboard user expects to be back on the button they pressed.
 * Remembers what had focus when the dialog opened and gives it back when it closes, unless the
 * caller's own `onCloseAutoFocus` sent it elsewhere (`preventDefault()`) or a trigger is there.
 */
export function useOpenerFocus(
  hasTrigger: boolean,
  onCloseAutoFocus?: (event: Event) => void,
): { onOpenAutoFocus: () => void; onCloseAutoFocus: (event: Event) => void } {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      const focused = document.activeElement;
      opener.current = focused instanceof HTMLElement && focused !== document.body ? focused : null;
    },
    onCloseAutoFocus: (event) => {
      onCloseAutoFocus?.(event);
      const element = opener.current;
      opener.current = null;
      if (event.defaultPrevented || hasTrigger || !element?.isConnected) return;
      event.preventDefault();
      element.focus();
    },
  };
}
