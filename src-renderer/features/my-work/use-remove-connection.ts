import { useTranslation } from 'react-i18next';
import type { NetworkConnection } from '../../../src-shared/domain/network';
import { call } from '../../bridge/client';
import { useErrorMessage } from '../../i18n/error-message';
import { toast } from '../../ui/toast';
import { useRefreshNetworks } from '../networks-panel';

/**
 * Removes a connection and says how it went with the side panel's toasts; every networks list on
 * screen reads again. Resolves true once it is gone (what ConfirmRemovalDialog expects).
 */
export function useRemoveConnection(): (connection: NetworkConnection) => Promise<boolean> {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  const refresh = useRefreshNetworks();

  return async (connection) => {
    const network = t(`networks.${connection.network}`);
    try {
      await call('removeNetwork', { uuid: connection.uuid });
    } catch (error) {
      toast.error({ title: t('networksPanel.remove.failed'), description: describe(error) });
      return false;
    }
    toast.success({ title: t('networksPanel.remove.done', { network }) });
    refresh();
    return true;
  };
}
