import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../../i18n/error-message';
import { Alert } from '../../../../ui/Alert';
import { Button } from '../../../../ui/Button';
import { LinkIcon } from '../../../../ui/icons';
import { Spinner } from '../../../../ui/Spinner';
import { NetworkListItem } from './NetworkListItem';
import { useNetworks } from './use-networks';
import './NetworkList.css';

/** The networks the creator already connected, with loading, empty and failure states. */
export function NetworkList() {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  const { state, retry } = useNetworks();

  if (state.status === 'loading') {
    return (
      <div className="network-list__placeholder">
        <Spinner label={t('onboarding.connections.loading')} />
      </div>
    );
  }
  if (state.status === 'failed') {
    return (
      <Alert tone="danger" title={t('onboarding.connections.failed')}>
        <p>{describe(state.error)}</p>
        <Button variant="secondary" size="sm" className="network-list__retry" onClick={retry}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  }
  if (state.networks.length === 0) {
    return (
      <div className="network-list__placeholder network-list__empty">
        <LinkIcon className="network-list__empty-icon" />
        <p className="network-list__empty-title">{t('onboarding.connections.empty')}</p>
        <p>{t('onboarding.connections.emptyHint')}</p>
      </div>
    );
  }
  return (
    <ul className="network-list" aria-label={t('onboarding.connections.listLabel')}>
      {state.networks.map((network) => (
        <NetworkListItem key={network.uuid} network={network} />
      ))}
    </ul>
  );
}
