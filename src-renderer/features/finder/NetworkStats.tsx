import { useTranslation } from 'react-i18next';
import type { CreatorCardNetwork } from '../../../src-shared/domain/finder';
import { abbreviateFollowers } from '../../../src-shared/rules/followers';
import { formatDecimal, formatPercent, formatShortDate } from '../../i18n/format';
import { NetworkMark } from '../networks-panel';
import './NetworkStats.css';

/**
 * One network's figures as a brand compares them: followers (K/M), ER, AQS and the date they were
 * read, since figures without their date say nothing about today.
 */
export function NetworkStats({ network }: { network: CreatorCardNetwork }) {
  const { t } = useTranslation();
  return (
    <span className="network-stats">
      <span className="network-stats__name">
        <NetworkMark network={network.network} />
        {t(`networks.${network.network}`)}
      </span>
      <span className="network-stats__followers">
        {t('creator.stats.followers', { followers: abbreviateFollowers(network.followers) })}
      </span>
      {network.er !== null && (
        <span className="network-stats__figure">
          {t('creator.stats.er', { er: formatPercent(network.er) })}
        </span>
      )}
      {network.aqs !== null && (
        <span className="network-stats__figure">
          {t('creator.stats.aqs', { aqs: formatDecimal(network.aqs) })}
        </span>
      )}
      {network.read_at && (
        <span className="network-stats__date">
          {t('creator.stats.readAt', { date: formatShortDate(network.read_at) })}
        </span>
      )}
    </span>
  );
}
