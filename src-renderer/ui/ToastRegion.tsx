import { Toaster as SonnerToaster } from 'sonner';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnyDialogOpen } from './open-dialogs';
import { useToastBand } from './use-toast-band';
import './Toaster.css';

/**
 * Where toasts go while a dialog is open: at the top, in the band dialogs leave free
 * (`--ui-dialog-toast-band` in Dialog.css), so they never cover a dialog's buttons, which sit at
 * its bottom right where toasts otherwise appear. One at a time there: the newest (an error after
 * an info) replaces the one before instead of stacking down over the dialog's title.
 */
const OVER_DIALOG = { position: 'top-center', offset: 8, visibleToasts: 1 } as const;
const BESIDE_PAGE = { position: 'bottom-right', visibleToasts: 3 } as const;

/**
 * sonner's region, loaded on its own after the first screen (Toaster.tsx). Toasts at the bottom get
 * a band of their own that the shell's content leaves free (use-toast-band.ts).
 */
export function ToastRegion() {
  const { t } = useTranslation();
  const dialogOpen = useAnyDialogOpen();
  const region = useRef<HTMLDivElement>(null);
  useToastBand(region);
  return (
    <div ref={region} className="ui-toast-region">
      <SonnerToaster
        {...(dialogOpen ? OVER_DIALOG : BESIDE_PAGE)}
        richColors
        closeButton
        theme="light"
        containerAriaLabel={t('toast.region')}
        toastOptions={{ closeButtonAriaLabel: t('common.close') }}
      />
    </div>
  );
}
