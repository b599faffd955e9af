import { toast as sonnerToast } from 'sonner';

export interface ToastContent {
  /** Already translated. */
  title: string;
  description?: string;
}

const show =
  (kind: 'success' | 'error' | 'warning' | 'info') =>
  ({ title, description }: ToastContent): void => {
    sonnerToast[kind](title, description ? { description } : undefined);
  };

/** The app's single way to raise a toast, so every screen looks and sounds the same. */
export const toast = {
  success: show('success'),
  error: show('error'),
  warning: show('warning'),
  info: show('info'),
};
