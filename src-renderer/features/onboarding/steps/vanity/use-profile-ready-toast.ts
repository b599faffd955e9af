import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../ui/toast';
import { publicProfileShortAddress } from './public-profile-url';

/**
 * The wizard's end (the handle saved, not an `is_edit` save): a toast says the public profile is
 * ready and shows its address as a short chip. No button of its own: the wizard lands on my_work,
 * whose header offers "Copiar enlace"; a button beside the chip cut the address short and made
 * the toast wider over the page (issue 34).
 */
export function useProfileReadyToast(): (vanityName: string) => void {
  const { t } = useTranslation();
  return useCallback(
    (vanityName: string) => {
      toast.success({
        title: t('onboarding.finished.title'),
        link: publicProfileShortAddress(vanityName),
      });
    },
    [t],
  );
}
