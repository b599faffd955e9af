import { useTranslation } from 'react-i18next';
import { ErrorCode } from '../../../src-shared/api/error-codes';
import { BridgeError } from '../../../src-shared/bridge/bridge-error';
import type { NetworkConnection } from '../../../src-shared/domain/network';
import { call } from '../../bridge/client';
import { useErrorMessage } from '../../i18n/error-message';
import { toast } from '../../ui/toast';
import { useRefreshNetworks } from './use-refresh-networks';

/** The toast's title for a refused refresh: who failed, in the creator's words. */
function failedTitleKey(error: unknown): string {
  const code = error instanceof BridgeError ? error.code : null;
  if (code === ErrorCode.networkReconnectRequired) return 'networksPanel.toast.refreshRevoked';
  if (code === ErrorCode.providerUnavailable) return 'networksPanel.toast.refreshNetworkDown';
  return 'networksPanel.toast.refreshFailed';
}

/**
 * Asks the connection's source for its figures again, tells the outcome in a toast and has every
 * networks list read the list again: on success, and on any refusal the server answered, since
 * the server may have recorded it (issue 34: a network that revoked the grant is kept as
 * `revoked`, and the card and the access banner must say so at once, not on the next visit).
 * Resolves once the toast is up.
 */
export function useRefreshMetrics(): (connection: NetworkConnection) => Promise<void> {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  const refresh = useRefreshNetworks();

  return async (connection) => {
    try {
      await call('refreshNetworkMetrics', { uuid: connection.uuid });
    } catch (error) {
      const network = t(`networks.${connection.network}`);
      toast.error({
        title: t(failedTitleKey(error), { network }),
        description: describe(error),
      });
      if (error instanceof BridgeError && error.status > 0) refresh();
      return;
    }
    toast.success({ title: t('networksPanel.toast.refreshed') });
    refresh();
  };
}
