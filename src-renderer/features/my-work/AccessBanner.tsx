import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { NetworkConnection } from '../../../src-shared/domain/network';
import { AlertCircleIcon } from '../../ui/icons';
import { NetworkMark } from '../networks-panel';
import { accessMessage } from './access-message';
import { connectionsNeedingAttention, isReconnectable } from './connection-access';
import { ReconnectButton } from './ReconnectButton';

/**
 * Above the list: every connection whose grant ends within a week, or already ended, each with
 * its reconnect button. Not a live alert: it describes the page as it loads.
 */
export function AccessBanner({ connections }: { connections: readonly NetworkConnection[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  const listed = connectionsNeedingAttention(connections);
  if (listed.length === 0) return null;
  return (
    <section className="access-banner" aria-labelledby={headingId}>
      <AlertCircleIcon className="access-banner__icon" aria-hidden="true" />
      <div className="access-banner__body">
        <h2 id={headingId} className="access-banner__title">
          {t('myWork.networks.access.bannerTitle')}
        </h2>
        <p className="access-banner__hint">{t('myWork.networks.access.bannerHint')}</p>
        <ul className="access-banner__list">
          {listed.map((connection) => (
            <li key={connection.uuid} className="access-banner__item">
              <NetworkMark network={connection.network} />
              <p className="access-banner__message">{accessMessage(connection, t)}</p>
              {isReconnectable(connection.network) && (
                <ReconnectButton network={connection.network} variant="secondary" />
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
