import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { NetworkConnection } from '../../../src-shared/domain/network';
import { abbreviateFollowers } from '../../../src-shared/rules/followers';
import { formatInteger } from '../../i18n/format';
import { AlertCircleIcon } from '../../ui/icons';
import { ConnectionBadge, NetworkMark } from '../networks-panel';
import { rowAccessMessage } from './access-message';
import { canRefresh, isReconnectable, needsReconnect } from './connection-access';
import { ConnectionFigures } from './ConnectionFigures';
import { ConnectionIdentity } from './ConnectionIdentity';
import { ConnectionReadAt } from './ConnectionReadAt';
import { EditConnectionButton } from './EditConnectionButton';
import { FollowerTrend } from './FollowerTrend';
import { ReconnectButton } from './ReconnectButton';
import { RefreshConnectionButton } from './RefreshConnectionButton';
import { RemoveConnection } from './RemoveConnection';

export interface ConnectionCardProps {
  connection: NetworkConnection;
  onRemoved: () => void;
}

/** One connection on the dashboard: who, how many, how it moves, and what can be done with it. */
export function ConnectionCard({ connection, onRemoved }: ConnectionCardProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const network = t(`networks.${connection.network}`);
  const accessNote = rowAccessMessage(connection, t);
  const blocked = needsReconnect(connection);

  return (
    <li className="connection-card" aria-labelledby={headingId}>
      <NetworkMark network={connection.network} />
      <div className="connection-card__identity">
        <div className="connection-card__title">
          <h3 id={headingId} className="connection-card__network">
            {network}
          </h3>
          <ConnectionBadge connection={connection} />
        </div>
        <ConnectionIdentity connection={connection} />
        <ConnectionReadAt connection={connection} />
        <ConnectionFigures connection={connection} />
      </div>
      <p className="connection-card__followers">
        <span
          className="connection-card__followers-count"
          title={formatInteger(connection.followers)}
        >
          {abbreviateFollowers(connection.followers)}
        </span>
        <span className="connection-card__followers-caption">{t('myWork.networks.followers')}</span>
      </p>
      <FollowerTrend connection={connection} />
      {accessNote && (
        <div
          className={`connection-card__access connection-card__access--${blocked ? 'blocked' : 'expiring'}`}
        >
          <AlertCircleIcon className="connection-card__access-icon" aria-hidden="true" />
          <p className="connection-card__access-text">{accessNote}</p>
          {blocked && isReconnectable(connection.network) && (
            <ReconnectButton network={connection.network} />
          )}
        </div>
      )}
      <div
        className="connection-card__actions"
        role="group"
        aria-label={t('myWork.networks.actions.label', { network })}
      >
        {canRefresh(connection) && <RefreshConnectionButton connection={connection} />}
        <EditConnectionButton connection={connection} />
        <RemoveConnection connection={connection} onRemoved={onRemoved} />
      </div>
    </li>
  );
}
