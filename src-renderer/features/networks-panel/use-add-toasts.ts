import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '../../../src-shared/api/error-codes';
import { BridgeError, isBridgeErrorPayload } from '../../../src-shared/bridge/bridge-error';
import type { AddNetworkAnswer, SocialNetwork } from '../../../src-shared/domain/network';
import { toast } from '../../ui/toast';

export const isLinkedElsewhere = (error: unknown): boolean =>
  (error instanceof BridgeError || isBridgeErrorPayload(error)) &&
  error.code === ErrorCode.networkLinkedElsewhere;

/**
 * docs/PRODUCT.md §8's toasts for an add. Shared by the manual form and the sign-in window, so the
 * creator hears the same thing whichever way the connection arrived.
 */
export function useAddToasts() {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      added(network: SocialNetwork, answer: Pick<AddNetworkAnswer, 'new'>) {
        if (answer.new) {
          toast.success({
            title: t('networksPanel.toast.added', { network: t(`networks.${network}`) }),
          });
        } else {
          toast.warning({ title: t('already connected') });
        }
      },
      linkedElsewhere() {
        toast.error({ title: t('socialErrorTitle'), description: t('socialError') });
      },
    }),
    [t],
  );
}
