import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OAuthConnectNetwork } from '../../../src-shared/domain/network';
import { useMountedRef } from '../../ui/use-mounted-ref';
import { ServerButton } from '../../connectivity/ServerButton';
import { providerAvailability } from './provider-availability';
import { useConnectNetwork } from './use-connect-network';
import type { SocialProvidersState } from './use-social-providers';
import './OAuthConnect.css';

export interface OAuthConnectProps {
  network: OAuthConnectNetwork;
  providers: SocialProvidersState;
  onConnected: () => void;
}

/**
 * "Conectar con …" above the add form's fields (docs/PRODUCT.md §7). The manual fields stay usable
 * in every state: while the sign-in window is open, and where the server cannot connect this
 * network.
 */
export function OAuthConnect({ network, providers, onConnected }: OAuthConnectProps) {
  const { t } = useTranslation();
  const connect = useConnectNetwork();
  const [waiting, setWaiting] = useState(false);
  const mounted = useMountedRef();
  const noteId = useId();
  const name = t(`networks.${network}`);

  const { configured, note } = providerAvailability(network, providers, t);

  const start = async () => {
    setWaiting(true);
    const connected = await connect(network);
    // The creator may have moved on while the window was open; the toast and the refreshed list
    // already tell them, so the panel stays where they went.
    if (!mounted.current) return;
    setWaiting(false);
    if (connected) onConnected();
  };

  return (
    <div className="oauth-connect">
      <ServerButton
        variant="secondary"
        fullWidth
        loading={waiting}
        disabled={!configured}
        aria-describedby={note ? noteId : undefined}
        onClick={() => void start()}
      >
        {t('networksPanel.connect.action', { network: name })}
      </ServerButton>
      {waiting && (
        <p role="status" className="oauth-connect__waiting">
          {t('networksPanel.connect.waiting', { network: name })}
        </p>
      )}
      {note && (
        <p id={noteId} className="oauth-connect__note">
          {note}
        </p>
      )}
      <p className="oauth-connect__divider">{t('networksPanel.connect.orManual')}</p>
    </div>
  );
}
