import { onFirstUse } from '../../src-shared/i18n/on-first-use';

/** sonner loads on the first toast (or when the toast region mounts), not with the first screen. */
const loadSonner = onFirstUse(() => import('sonner'));

export interface ToastAction {
  /** Already translated; the button's visible text and name. */
  label: string;
  onClick: () => void;
}

export interface ToastContent {
  /** Already translated. */
  title: string;
  description?: string;
  /**
   * A short address shown as a chip in place of the description ("marcacreadores.mx/ana"): a
   * full URL wrapped over three lines and made the toast tall enough to cover the page under it.
   */
  link?: string;
  /** One button in the toast (clicking it also closes the toast). */
  action?: ToastAction;
}

/** A toast that offers something to do, or an address to read, stays long enough for it. */
const WITH_ACTION_MS = 12_000;

const show =
  (kind: 'success' | 'error' | 'warning' | 'info') =>
  ({ title, description, link, action }: ToastContent): void => {
    // An address is something to read (or select and copy): it stays as long as a button does.
    const lasting = action !== undefined || link !== undefined;
    void loadSonner().then(({ toast: sonnerToast }) => {
      if (!description && !link && !action) {
        sonnerToast[kind](title);
        return;
      }
      sonnerToast[kind](title, {
        ...(link
          ? { description: link, classNames: { description: 'ui-toast__link' } }
          : description
            ? { description }
            : {}),
        ...(action ? { action: { label: action.label, onClick: action.onClick } } : {}),
        ...(lasting ? { duration: WITH_ACTION_MS } : {}),
      });
    });
  };

/** The app's single way to raise a toast, so every screen looks and sounds the same. */
export const toast = {
  success: show('success'),
  error: show('error'),
  warning: show('warning'),
  info: show('info'),
};
