import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NetworkConnection } from '../../../src-shared/domain/network';
import { Button } from '../../ui/Button';
import { RefreshIcon } from '../../ui/icons';
import { useRefreshMetrics } from './use-refresh-metrics';

export interface RefreshMetricsButtonProps {
  connection: NetworkConnection;
}

/** Reads a connected (OAuth) network's figures again from its provider. */
export function RefreshMetricsButton({ connection }: RefreshMetricsButtonProps) {
  const { t } = useTranslation();
  const refreshMetrics = useRefreshMetrics();
  const [busy, setBusy] = useState(false);

  const run = async () => {
    setBusy(true);
    try {
      await refreshMetrics(connection);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      variant="ghost"
      size="sm"
      className="network-item__action"
      aria-label={t('networksPanel.list.refresh', {
        network: t(`networks.${connection.network}`),
      })}
      icon={<RefreshIcon />}
      loading={busy}
      onClick={() => void run()}
    />
  );
}
