import { Toaster as SonnerToaster } from 'sonner';
import { useTranslation } from 'react-i18next';
import './Toaster.css';

/** sonner's region, loaded on its own after the first screen (Toaster.tsx). */
export function ToastRegion() {
  const { t } = useTranslation();
  return (
    <SonnerToaster
      position="bottom-right"
      richColors
      closeButton
      theme="light"
      containerAriaLabel={t('toast.region')}
      toastOptions={{ closeButtonAriaLabel: t('common.close') }}
    />
  );
}
