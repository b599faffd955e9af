import { Toaster as SonnerToaster } from 'sonner';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnyDialogOpen } from './open-dialogs';
import { useToastBand } from './use-toast-band';
import './Toaster.css';

/**
 * Where toasts go while a dialog is open: at the top, in the band dialogs leave free
 * (`--ui-dialog-toast-band` in Dialog.css), so they never cover a dialog's buttons, which sit at
 * its bottom right where toasts otherwise appear.
 */
const OVER_DIALOG = { position: 'top-center', offset: 12 } as const;

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
        position={dialogOpen ? OVER_DIALOG.position : 'bottom-right'}
        {...(dialogOpen ? { offset: OVER_DIALOG.offset } : {})}
        richColors
        closeButton
        theme="light"
        containerAriaLabel={t('toast.region')}
        toastOptions={{ closeButtonAriaLabel: t('common.close') }}
      />
    </div>
  );
}
