import { useTranslation } from 'react-i18next';
import type { NetworkConnection } from '../../../src-shared/domain/network';
import { EmptyState } from '../../ui/EmptyState';
import { LinkIcon } from '../../ui/icons';
import { RemoteView } from '../../data/RemoteView';
import type { RemoteState } from '../../data/use-remote-data';
import { useNetworks, type NetworksState } from '../networks-panel';
import { AddConnectionButton } from './AddConnectionButton';
import { NetworksDashboard } from './NetworksDashboard';
import { OfflineCopyNote } from './OfflineCopyNote';
import './NetworksDashboard.css';

/**
 * my_work/networks, where the wizard ends: the creator's networks dashboard. The list is read
 * again after every add, edit, refresh or removal, here or in the side panel.
 */
export function NetworksSection() {
  const { t } = useTranslation();
  const { state, retry } = useNetworks();
  return (
    <RemoteView
      state={asRemoteState(state)}
      loadingLabel={t('networksList.loading')}
      failedTitle={t('networksList.failed')}
      onRetry={retry}
      dataAge={false}
    >
      {(connections) =>
        connections.length === 0 ? (
          <>
            <OfflineCopyNote />
            <EmptyState
              icon={<LinkIcon />}
              title={t('myWork.networks.empty.title')}
              description={t('myWork.networks.empty.description')}
              action={<AddConnectionButton />}
            />
          </>
        ) : (
          <NetworksDashboard connections={connections} />
        )
      }
    </RemoteView>
  );
}

/** The shared hook keeps its own shape; RemoteView gives the loading and failure states. */
const asRemoteState = (state: NetworksState): RemoteState<NetworkConnection[]> =>
  state.status === 'ready' ? { status: 'ready', data: state.networks } : state;
