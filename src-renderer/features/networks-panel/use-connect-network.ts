import { useTranslation } from 'react-i18next';
import { ErrorCode } from '../../../src-shared/api/error-codes';
import { BridgeError, isBridgeErrorPayload } from '../../../src-shared/bridge/bridge-error';
import type { ProviderConnectNetwork } from '../../../src-shared/domain/network';
import { call } from '../../bridge/client';
import { useErrorMessage } from '../../i18n/error-message';
import { toast } from '../../ui/toast';
import { useAddToasts } from './use-add-toasts';
import { useRefreshNetworks } from './use-refresh-networks';

const codeOf = (error: unknown): string | null =>
  error instanceof BridgeError || isBridgeErrorPayload(error) ? error.code : null;

export interface ConnectNetworkOptions {
  /**
   * Signing in again to a connection whose grant ended: the core API keeps the connection and
   * its history, stores the new grant and answers "already connected", which is the success
   * here ("quedó conectada de nuevo"), not the add flow's "ya estaba conectada".
   */
  reconnect?: boolean;
}

/**
 * Connects a network through its provider's sign-in (window, system browser or Facebook's login)
 * and tells the creator how it went. Resolves true once the connection is stored; every failure
 * has had its toast by then, since there is no field on the form it could belong to.
 */
export function useConnectNetwork({ reconnect = false }: ConnectNetworkOptions = {}): (
  network: ProviderConnectNetwork,
) => Promise<boolean> {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  const refresh = useRefreshNetworks();
  const toasts = useAddToasts();
  const texts = reconnect ? 'myWork.networks.reconnect' : 'networksPanel.connect';

  return async (network) => {
    const name = t(`networks.${network}`);
    try {
      const answer = await call('connectNetwork', { network });
      if (reconnect)
        toast.success({ title: t('myWork.networks.reconnect.done', { network: name }) });
      else toasts.added(network, answer);
    } catch (error) {
      switch (codeOf(error)) {
        // Closing the window is a choice, not a fault: inform, and leave things as they were.
        case ErrorCode.signInCancelled:
          toast.info({
            title: t('networksPanel.connect.cancelledTitle', { network: name }),
            description: t(`${texts}.cancelled`),
          });
          break;
        case ErrorCode.signInTimedOut:
          toast.warning({
            title: t('networksPanel.connect.timedOutTitle', { network: name }),
            description: t(`${texts}.timedOut`),
          });
          break;
        case ErrorCode.networkLinkedElsewhere:
          toasts.linkedElsewhere();
          break;
        default:
          toast.error({
            title: t(`${texts}.failed`, { network: name }),
            description: describe(error),
          });
      }
      return false;
    }
    refresh();
    return true;
  };
}
