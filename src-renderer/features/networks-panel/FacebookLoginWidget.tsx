import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FacebookLoginNetwork } from '../../../src-shared/domain/network';
import { Button } from '../../ui/Button';
import { useMountedRef } from '../../ui/use-mounted-ref';
import { statusAfter, type FacebookLoginStatus } from './facebook-login-state';
import { providerAvailability } from './provider-availability';
import { useFacebookLogin } from './use-facebook-login';
import type { SocialProvidersState } from './use-social-providers';
import './OAuthConnect.css';

export interface FacebookLoginWidgetProps {
  network: FacebookLoginNetwork;
  providers: SocialProvidersState;
  onConnected: () => void;
}

/**
 * docs/PRODUCT.md §4's login widget for Facebook (and Instagram, reached through Facebook's login):
 * idle, working, connected, disconnected or error. The manual fields below stay usable in every
 * state.
 */
export function FacebookLoginWidget({ network, providers, onConnected }: FacebookLoginWidgetProps) {
  const { t } = useTranslation();
  const login = useFacebookLogin();
  const [status, setStatus] = useState<FacebookLoginStatus>('idle');
  const mounted = useMountedRef();
  const noteId = useId();
  const name = t(`networks.${network}`);
  const { configured, note } = providerAvailability(network, providers, t);

  const start = async () => {
    setStatus('working');
    const outcome = await login(network);
    if (!mounted.current) return;
    setStatus(statusAfter(outcome));
    if (outcome.kind === 'connected') onConnected();
  };

  return (
    <div className="oauth-connect facebook-login" data-status={status}>
      <Button
        variant="secondary"
        fullWidth
        loading={status === 'working'}
        disabled={!configured}
        aria-describedby={note ? noteId : undefined}
        onClick={() => void start()}
      >
        {t('networksPanel.facebookLogin.action')}
      </Button>
      {configured && (
        <p role="status" className="oauth-connect__waiting">
          {status === 'error' ? (
            // docs/PRODUCT.md §4 names the state `Error`; issue 34: then what happened and
            // what to do, read out with it.
            <>
              <strong>{t('networksPanel.facebookLogin.error')}</strong>{' '}
              {t('networksPanel.facebookLogin.errorDetail', { network: name })}
            </>
          ) : (
            t(`networksPanel.facebookLogin.${status}`, { network: name })
          )}
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
