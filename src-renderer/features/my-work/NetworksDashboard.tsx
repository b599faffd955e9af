import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { NetworkConnection } from '../../../src-shared/domain/network';
import { AccessBanner } from './AccessBanner';
import { ConnectionCard } from './ConnectionCard';
import { NetworksSummary } from './NetworksSummary';
import { OfflineCopyNote } from './OfflineCopyNote';

/** The creator's connections, those needing a new sign-in first, then one card per network. */
export function NetworksDashboard({ connections }: { connections: readonly NetworkConnection[] }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <div className="networks-dashboard">
      <AccessBanner connections={connections} />
      <div className="networks-dashboard__header">
        <h2 ref={heading} tabIndex={-1} className="networks-dashboard__title">
          {t('myWork.networks.heading')}
        </h2>
        <NetworksSummary connections={connections} />
      </div>
      <OfflineCopyNote />
      <ul className="networks-dashboard__list" aria-label={t('myWork.networks.listLabel')}>
        {connections.map((connection) => (
          <ConnectionCard
            key={connection.uuid}
            connection={connection}
            onRemoved={() => heading.current?.focus()}
          />
        ))}
      </ul>
    </div>
  );
}
