import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { NetworkConnection } from '../../../src-shared/domain/network';
import { useErrorMessage } from '../../i18n/error-message';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { LinkIcon } from '../../ui/icons';
import { ListCard } from '../../ui/ListCard';
import { Spinner } from '../../ui/Spinner';
import { NetworkListItem } from './NetworkListItem';
import type { NetworksState } from './use-networks';
import './NetworkList.css';

export interface NetworkListProps {
  state: NetworksState;
  onRetry: () => void;
  /** Buttons shown on each connection; pages list read-only, the side panel edits and deletes. */
  renderActions?: (network: NetworkConnection) => ReactNode;
}

/** The networks the creator already connected, with loading, empty and failure states. */
export function NetworkList({ state, onRetry, renderActions }: NetworkListProps) {
  const { t } = useTranslation();
  const describe = useErrorMessage();

  if (state.status === 'loading') {
    return (
      <div className="network-list__placeholder">
        <Spinner label={t('networksList.loading')} />
      </div>
    );
  }
  if (state.status === 'failed') {
    return (
      <Alert tone="danger" title={t('networksList.failed')}>
        <p>{describe(state.error)}</p>
        <Button variant="secondary" size="sm" className="network-list__retry" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  }
  if (state.networks.length === 0) {
    return (
      <div className="network-list__placeholder network-list__empty">
        <LinkIcon className="network-list__empty-icon" />
        <p className="network-list__empty-title">{t('networksList.empty')}</p>
        <p>{t('networksList.emptyHint')}</p>
      </div>
    );
  }
  return (
    <ListCard bare aria-label={t('networksList.label')}>
      {state.networks.map((network) => (
        <NetworkListItem key={network.uuid} network={network} actions={renderActions?.(network)} />
      ))}
    </ListCard>
  );
}
