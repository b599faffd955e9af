import { useTranslation } from 'react-i18next';
import { ErrorCode } from '../../../src-shared/api/error-codes';
import { BridgeError, isBridgeErrorPayload } from '../../../src-shared/bridge/bridge-error';
import type { OAuthConnectNetwork } from '../../../src-shared/domain/network';
import { call } from '../../bridge/client';
import { useErrorMessage } from '../../i18n/error-message';
import { toast } from '../../ui/toast';
import { useAddToasts } from './use-add-toasts';
import { useRefreshNetworks } from './use-refresh-networks';

const codeOf = (error: unknown): string | null =>
  error instanceof BridgeError || isBridgeErrorPayload(error) ? error.code : null;

/**
 * Connects a network through its sign-in window and tells the creator how it went. Resolves
 * true once the connection is stored; every failure has had its toast by then, since there is
 * no field on the form it could belong to.
 */
export function useConnectNetwork(): (network: OAuthConnectNetwork) => Promise<boolean> {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  const refresh = useRefreshNetworks();
  const toasts = useAddToasts();

  return async (network) => {
    const name = t(`networks.${network}`);
    try {
      toasts.added(network, await call('connectNetwork', { network }));
    } catch (error) {
      switch (codeOf(error)) {
        // Closing the window is a choice, not a fault: inform, and leave the form as it was.
        case ErrorCode.signInCancelled:
          toast.info({
            title: t('networksPanel.connect.cancelledTitle', { network: name }),
            description: t('networksPanel.connect.cancelled'),
          });
          break;
        case ErrorCode.signInTimedOut:
          toast.warning({
            title: t('networksPanel.connect.timedOutTitle', { network: name }),
            description: t('networksPanel.connect.timedOut'),
          });
          break;
        case ErrorCode.networkLinkedElsewhere:
          toasts.linkedElsewhere();
          break;
        default:
          toast.error({
            title: t('networksPanel.connect.failed', { network: name }),
            description: describe(error),
          });
      }
      return false;
    }
    refresh();
    return true;
  };
}
