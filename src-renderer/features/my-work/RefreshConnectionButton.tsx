import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NetworkConnection } from '../../../src-shared/domain/network';
import { RefreshIcon } from '../../ui/icons';
import { useMountedRef } from '../../ui/use-mounted-ref';
import { useRefreshMetrics } from '../networks-panel';
import { ServerButton } from '../../connectivity/ServerButton';

/** Asks the network for the connection's figures again; the toast tells how it went. */
export function RefreshConnectionButton({ connection }: { connection: NetworkConnection }) {
  const { t } = useTranslation();
  const refreshMetrics = useRefreshMetrics();
  const [busy, setBusy] = useState(false);
  const mounted = useMountedRef();

  const run = async () => {
    setBusy(true);
    try {
      await refreshMetrics(connection);
    } finally {
      if (mounted.current) setBusy(false);
    }
  };

  return (
    <ServerButton
      variant="secondary"
      size="sm"
      icon={<RefreshIcon />}
      loading={busy}
      aria-label={t('myWork.networks.actions.refreshLabel', {
        network: t(`networks.${connection.network}`),
      })}
      onClick={() => void run()}
    >
      {t('myWork.networks.actions.refresh')}
    </ServerButton>
  );
}
