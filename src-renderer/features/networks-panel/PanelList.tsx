import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { NetworkConnection } from '../../../src-shared/domain/network';
import { Button } from '../../ui/Button';
import { PencilIcon, PlusIcon } from '../../ui/icons';
import { NetworkList } from './NetworkList';
import { PanelHeading } from './PanelHeading';
import { RefreshMetricsButton } from './RefreshMetricsButton';
import { RemoveConnectionButton } from './RemoveConnectionButton';
import type { NetworksState } from './use-networks';

export interface PanelListProps {
  state: NetworksState;
  onRetry: () => void;
  takeFocus: boolean;
  onAdd: () => void;
  onEdit: (connection: NetworkConnection) => void;
}

/** The list mode: every connection with its edit and delete buttons, and the way to add one. */
export function PanelList({ state, onRetry, takeFocus, onAdd, onEdit }: PanelListProps) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);

  return (
    <div className="networks-panel__mode">
      <div className="networks-panel__list-header">
        <PanelHeading takeFocus={takeFocus} ref={heading}>
          {t('networksPanel.list.title')}
        </PanelHeading>
        <Button size="sm" icon={<PlusIcon />} onClick={onAdd}>
          {t('networksPanel.list.add')}
        </Button>
      </div>
      <NetworkList
        state={state}
        onRetry={onRetry}
        renderActions={(connection) => {
          const network = t(`networks.${connection.network}`);
          return (
            <>
              {connection.connected && <RefreshMetricsButton connection={connection} />}
              <Button
                variant="ghost"
                size="sm"
                className="network-item__action"
                aria-label={t('networksPanel.list.edit', { network })}
                icon={<PencilIcon />}
                onClick={() => onEdit(connection)}
              />
              <RemoveConnectionButton
                connection={connection}
                onRemoved={() => heading.current?.focus()}
              />
            </>
          );
        }}
      />
    </div>
  );
}
