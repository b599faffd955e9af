import { useTranslation } from 'react-i18next';
import type { NetworkConnection } from '../../../src-shared/domain/network';
import { call } from '../../bridge/client';
import { useErrorMessage } from '../../i18n/error-message';
import { toast } from '../../ui/toast';
import { useRefreshNetworks } from './use-refresh-networks';

/**
 * Asks the connection's source for its figures again, tells the outcome in a toast and, on
 * success, has every networks list read the list again. Resolves once the toast is up.
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
        title: t('networksPanel.toast.refreshFailed', { network }),
        description: describe(error),
      });
      return;
    }
    toast.success({ title: t('networksPanel.toast.refreshed') });
    refresh();
  };
}
