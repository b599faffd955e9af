import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProviderConnectNetwork } from '../../../src-shared/domain/network';
import { LinkIcon } from '../../ui/icons';
import { useMountedRef } from '../../ui/use-mounted-ref';
import { ServerButton } from '../../connectivity/ServerButton';
import { useConnectNetwork } from '../networks-panel';

export interface ReconnectButtonProps {
  network: ProviderConnectNetwork;
  variant?: 'primary' | 'secondary';
}

/** "Volver a conectar": the network's own sign-in again, so it grants fresh access. */
export function ReconnectButton({ network, variant = 'primary' }: ReconnectButtonProps) {
  const { t } = useTranslation();
  const reconnect = useConnectNetwork({ reconnect: true });
  const [waiting, setWaiting] = useState(false);
  const mounted = useMountedRef();

  const run = async () => {
    setWaiting(true);
    try {
      await reconnect(network);
    } finally {
      if (mounted.current) setWaiting(false);
    }
  };

  return (
    <ServerButton
      variant={variant}
      size="sm"
      icon={<LinkIcon />}
      loading={waiting}
      aria-label={t('myWork.networks.reconnect.label', { network: t(`networks.${network}`) })}
      onClick={() => void run()}
    >
      {t('myWork.networks.reconnect.action')}
    </ServerButton>
  );
}
