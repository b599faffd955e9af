import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../ui/toast';
import { publicProfileShortAddress, publicProfileUrl } from './public-profile-url';

/**
 * The wizard's end (the handle saved, not an `is_edit` save): a toast says the public profile is
 * ready, shows its address as a short chip and offers to copy the full link, on whatever page the
 * wizard lands.
 */
export function useProfileReadyToast(): (vanityName: string) => void {
  const { t } = useTranslation();
  return useCallback(
    (vanityName: string) => {
      const url = publicProfileUrl(vanityName);
      const copy = async () => {
        try {
          await navigator.clipboard.writeText(url);
          toast.success({ title: t('onboarding.finished.copied') });
        } catch {
          toast.error({ title: t('onboarding.finished.copyFailed', { url }) });
        }
      };
      toast.success({
        title: t('onboarding.finished.title'),
        link: publicProfileShortAddress(vanityName),
        action: { label: t('onboarding.finished.copyLink'), onClick: () => void copy() },
      });
    },
    [t],
  );
}
