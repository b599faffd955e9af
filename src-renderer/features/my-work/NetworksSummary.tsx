import { useTranslation } from 'react-i18next';
import type { NetworkConnection } from '../../../src-shared/domain/network';
import { abbreviateFollowers } from '../../../src-shared/rules/followers';
import { connectionBadge } from '../../../src-shared/rules/network-badge';
import { formatInteger } from '../../i18n/format';

/** Reach at a glance: followers across every network, how many networks, how many verified. */
export function NetworksSummary({ connections }: { connections: readonly NetworkConnection[] }) {
  const { t } = useTranslation();
  const followers = connections.reduce((sum, connection) => sum + connection.followers, 0);
  const verified = connections.filter(
    (connection) => connectionBadge(connection) === 'verified',
  ).length;
  const figures = [
    { key: 'followers', value: abbreviateFollowers(followers) },
    { key: 'networks', value: formatInteger(connections.length) },
    { key: 'verified', value: formatInteger(verified) },
  ] as const;
  return (
    <dl className="networks-summary" aria-label={t('myWork.networks.summary.label')}>
      {figures.map(({ key, value }) => (
        <div key={key} className="networks-summary__figure">
          <dt>{t(`myWork.networks.summary.${key}`)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
