import { useEffect, type RefObject } from 'react';

/** The CSS variable the shell's content column reads (AppShell.css): 0px while no toast shows. */
export const TOAST_BAND_VARIABLE = '--ui-toast-band';
/**
 * The band a toast over a dialog takes at the window's top (Dialog.css keeps at least that much
 * free above and below the dialog); unset while none shows there.
 */
export const DIALOG_TOAST_BAND_VARIABLE = '--ui-dialog-toast-top';
/** Set on the document while that band is reserved. */
export const TOAST_BAND_ATTRIBUTE = 'data-toast-band';

/** sonner's defaults: toasts stacked behind the front one peek out this far, three at most. */
const SONNER_GAP_PX = 14;
const SONNER_VISIBLE_TOASTS = 3;
/** Room between the page's last visible line and the top of the toast stack. */
const BREATHING_PX = 8;

/**
 * How tall the band at the window's bottom must be for the toasts there: sonner's offset, its
 * front toast, and the edges of those stacked behind it. Read from what sonner sets on its list,
 * so a toast sliding in (or a window resized mid-slide) does not change the answer.
 */
export function toastBandHeight(region: ParentNode, side: 'top' | 'bottom' = 'bottom'): number {
  const list = region.querySelector<HTMLElement>(
    `[data-sonner-toaster][data-y-position="${side}"]`,
  );
  if (!list) return 0;
  const shown = list.querySelectorAll('[data-sonner-toast]:not([data-removed="true"])').length;
  if (shown === 0) return 0;
  const px = (name: string) => Number.parseFloat(list.style.getPropertyValue(name)) || 0;
  const stacked = Math.min(shown, SONNER_VISIBLE_TOASTS) - 1;
  return Math.ceil(
    px(side === 'top' ? '--offset-top' : '--offset-bottom') +
      px('--front-toast-height') +
      stacked * (px('--gap') || SONNER_GAP_PX) +
      BREATHING_PX,
  );
}

/**
 * Keeps `--ui-toast-band` on the document at the height of the toasts shown at the bottom, so the
 * shell ends its content column above them and no page text lies under a toast (issue 34: at
 * 1024×640 the wizard's finish toast hid the end of a line on my_work for 12 s). A toast at the top
 * (over a dialog) sets `--ui-dialog-toast-top`, the band the dialog then leaves free.
 */
export function useToastBand(region: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = region.current;
    if (!root) return;
    const html = document.documentElement;
    let frame = 0;
    const update = () => {
      frame = 0;
      const band = toastBandHeight(root);
      html.style.setProperty(TOAST_BAND_VARIABLE, `${band}px`);
      // The shell draws the column's edge only while there is a band to end at.
      html.toggleAttribute(TOAST_BAND_ATTRIBUTE, band > 0);
      // Over a dialog: the dialog leaves this much free at the top, so a toast with a description
      // never lies over its title.
      const top = toastBandHeight(root, 'top');
      if (top > 0) html.style.setProperty(DIALOG_TOAST_BAND_VARIABLE, `${top}px`);
      else html.style.removeProperty(DIALOG_TOAST_BAND_VARIABLE);
    };
    // sonner measures a new toast after it renders, then writes its height on the list.
    const observer = new MutationObserver(() => {
      if (frame === 0) frame = requestAnimationFrame(update);
    });
    observer.observe(root, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['style', 'data-removed', 'data-y-position'],
    });
    update();
    return () => {
      observer.disconnect();
      if (frame !== 0) cancelAnimationFrame(frame);
      html.style.removeProperty(TOAST_BAND_VARIABLE);
      html.style.removeProperty(DIALOG_TOAST_BAND_VARIABLE);
      html.removeAttribute(TOAST_BAND_ATTRIBUTE);
    };
  }, [region]);
}
