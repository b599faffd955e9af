import { useState } from 'react';
import { ConnectionForm } from './ConnectionForm';
import { connectionFormFrom, emptyConnectionForm } from './connection-form';
import { NetworkPicker } from './NetworkPicker';
import { OAuthConnect } from './OAuthConnect';
import { FacebookLoginWidget } from './FacebookLoginWidget';
import { isFacebookLoginNetwork, isOAuthConnectNetwork } from './oauth-networks';
import { PanelList } from './PanelList';
import type { PanelMode } from './panel-mode';
import { useNetworks } from './use-networks';
import { useSocialProviders } from './use-social-providers';
import { useZeroFollowersWarning } from './use-zero-followers-warning';

/**
 * What the open panel shows. Mounted only while the panel is open, so every opening starts on
 * `initialMode` (the list unless said) and reads the connections, and the networks the server
 * can connect, afresh.
 */
export function NetworksPanelBody({ initialMode }: { initialMode?: PanelMode | undefined }) {
  const { state, retry } = useNetworks();
  useZeroFollowersWarning(state);
  const providers = useSocialProviders();
  const [mode, setMode] = useState<PanelMode>(initialMode ?? { kind: 'list' });
  const [moved, setMoved] = useState(false);
  const go = (next: PanelMode) => {
    setMode(next);
    setMoved(true);
  };
  const toList = () => go({ kind: 'list' });

  switch (mode.kind) {
    case 'list':
      return (
        <PanelList
          state={state}
          onRetry={retry}
          takeFocus={moved}
          onAdd={() => go({ kind: 'picker' })}
          onEdit={(connection) => go({ kind: 'edit', connection })}
        />
      );
    case 'picker':
      return (
        <NetworkPicker
          takeFocus={moved}
          onPick={(network) => go({ kind: 'add', network })}
          onBack={toList}
        />
      );
    case 'add':
      return (
        <ConnectionForm
          key={mode.network}
          network={mode.network}
          target={{ kind: 'add' }}
          initialValues={emptyConnectionForm()}
          takeFocus={moved}
          lead={
            isFacebookLoginNetwork(mode.network) ? (
              <FacebookLoginWidget
                network={mode.network}
                providers={providers}
                onConnected={toList}
              />
            ) : (
              isOAuthConnectNetwork(mode.network) && (
                <OAuthConnect network={mode.network} providers={providers} onConnected={toList} />
              )
            )
          }
          onBack={() => go({ kind: 'picker' })}
          onSaved={toList}
        />
      );
    case 'edit':
      return (
        <ConnectionForm
          key={mode.connection.uuid}
          network={mode.connection.network}
          target={{ kind: 'edit', uuid: mode.connection.uuid }}
          initialValues={connectionFormFrom(mode.connection)}
          takeFocus={moved}
          onBack={toList}
          onSaved={toList}
        />
      );
  }
}
