import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { NetworkConnection } from '../../../src-shared/domain/network';
import { abbreviateFollowers } from '../../../src-shared/rules/followers';
import { shownHandleOf } from '../../../src-shared/rules/network-handle';
import { ListCardRow } from '../../ui/ListCard';
import { ConnectionBadge } from './ConnectionBadge';
import { NetworkMetricsInfo } from './NetworkMetricsInfo';
import { NetworkMark } from './NetworkMark';

export interface NetworkListItemProps {
  network: NetworkConnection;
  /** Buttons acting on this connection (the side panel's edit and delete). */
  actions?: ReactNode;
}

/**
 * `@handle`, or a YouTube channel's title and @handle: its username is the channel's id, which
 * is never shown (issue 34).
 */
function NetworkIdentityNote({ network }: { network: NetworkConnection }) {
  const handle = shownHandleOf(network);
  const channel = network.network === 'youtube' && network.is_channel;
  const text = channel ? [network.name.trim(), handle].filter(Boolean).join(' · ') : (handle ?? '');
  if (text === '') return null;
  return <p className="ui-list-card__note ui-list-card__note--one-line">{text}</p>;
}

export function NetworkListItem({ network, actions }: NetworkListItemProps) {
  const { t } = useTranslation();
  return (
    <ListCardRow
      compact={Boolean(actions)}
      className={actions ? 'network-item network-item--with-actions' : 'network-item'}
    >
      <NetworkMark network={network.network} />
      <div className="ui-list-card__main ui-list-card__main--tight">
        <p className="network-item__network">
          {t(`networks.${network.network}`)}
          <ConnectionBadge connection={network} />
        </p>
        <NetworkIdentityNote network={network} />
        {network.metrics && <NetworkMetricsInfo metrics={network.metrics} />}
      </div>
      <p className="network-item__followers">
        <span className="ui-list-card__amount ui-list-card__amount--large">
          {abbreviateFollowers(network.followers)}
        </span>
        <span className="network-item__caption">{t('networksList.followers')}</span>
      </p>
      {actions && <div className="network-item__actions">{actions}</div>}
    </ListCardRow>
  );
}
