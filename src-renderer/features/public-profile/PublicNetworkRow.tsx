import { useTranslation } from 'react-i18next';
import type { PublicNetwork } from '../../../src-shared/domain/public-profile';
import { abbreviateFollowers } from '../../../src-shared/rules/followers';
import { formatDecimal, formatPercent, formatShortDate } from '../../i18n/format';
import { ConnectionStatusPill, NetworkMark } from '../networks-panel';
import { networkIdentity } from './network-identity';

/** One network on a public profile: who, how many, how engaged, read when and by whom. */
export function PublicNetworkRow({ network }: { network: PublicNetwork }) {
  const { t } = useTranslation();
  return (
    <li className="public-network">
      <NetworkMark network={network.network} />
      <div className="public-network__main">
        <p className="public-network__title">
          <span className="public-network__name">{t(`networks.${network.network}`)}</span>
          <ConnectionStatusPill network={network} />
        </p>
        <NetworkIdentityLine network={network} />
        <p className="public-network__figures">
          <span className="public-network__followers">
            {t('creator.stats.followers', { followers: abbreviateFollowers(network.followers) })}
          </span>
          {network.er !== null && (
            <span>{t('creator.stats.er', { er: formatPercent(network.er) })}</span>
          )}
          {network.aqs !== null && (
            <span>{t('creator.stats.aqs', { aqs: formatDecimal(network.aqs) })}</span>
          )}
          {network.views_avg !== null && (
            <span>
              {t('publicProfile.networks.views', { views: abbreviateFollowers(network.views_avg) })}
            </span>
          )}
        </p>
        <ReadAt network={network} />
      </div>
    </li>
  );
}

function NetworkIdentityLine({ network }: { network: PublicNetwork }) {
  const identity = networkIdentity(network);
  if (identity.kind === 'handle') {
    return <p className="public-network__identity">{identity.text}</p>;
  }
  return (
    <p className="public-network__identity">
      <span>{identity.name}</span>
      {identity.url && (
        <a className="public-network__url" href={identity.url} target="_blank" rel="noreferrer">
          {identity.url.replace(/^https?:\/\//i, '')}
        </a>
      )}
    </p>
  );
}

function ReadAt({ network }: { network: PublicNetwork }) {
  const { t } = useTranslation();
  if (!network.read_at) {
    return <p className="public-network__read-at">{t('publicProfile.networks.notRead')}</p>;
  }
  const date = formatShortDate(network.read_at);
  const text =
    network.source === 'manual'
      ? t('networksList.metrics.readAtManual', { date })
      : network.source
        ? t('networksList.metrics.readAtNetwork', {
            date,
            network: t(`networks.${network.source}`),
          })
        : t('creator.stats.readAt', { date });
  return <p className="public-network__read-at">{text}</p>;
}
