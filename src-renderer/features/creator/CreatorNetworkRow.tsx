import { useTranslation } from 'react-i18next';
import type { CreatorDetailNetwork } from '../../../src-shared/domain/finder';
import { abbreviateFollowers } from '../../../src-shared/rules/followers';
import { formatDecimal, formatInteger, formatPercent } from '../../i18n/format';
import { FollowerTrendFigures } from '../my-work';
import { ConnectionStatusPill, NetworkMark } from '../networks-panel';
import { NetworkIdentityLine } from './NetworkIdentityLine';
import { NetworkReadAt } from './NetworkReadAt';
// The trend's chart and change look as on the creator's own dashboard.

/** One network: who, verified or not, the figures with their date and source, and the trend. */
export function CreatorNetworkRow({ network }: { network: CreatorDetailNetwork }) {
  const { t } = useTranslation();
  return (
    <li className="creator-network">
      <NetworkMark network={network.network} />
      <div className="creator-network__identity">
        <div className="creator-network__title">
          <h3 className="creator-network__name">{t(`networks.${network.network}`)}</h3>
          <ConnectionStatusPill network={network} />
        </div>
        <NetworkIdentityLine network={network} />
        <NetworkReadAt network={network} />
      </div>
      <dl className="creator-network__figures">
        <div className="creator-network__figure">
          <dt>{t('creator.network.followers')}</dt>
          <dd title={formatInteger(network.followers)}>{abbreviateFollowers(network.followers)}</dd>
        </div>
        {network.er !== null && (
          <div className="creator-network__figure">
            <dt>{t('creator.network.er')}</dt>
            <dd>{formatPercent(network.er)}</dd>
          </div>
        )}
        {network.aqs !== null && (
          <div className="creator-network__figure">
            <dt>{t('creator.network.aqs')}</dt>
            <dd>{formatDecimal(network.aqs)}</dd>
          </div>
        )}
        {network.views_avg !== null && (
          <div className="creator-network__figure">
            <dt>{t('creator.network.views')}</dt>
            <dd title={formatInteger(network.views_avg)}>
              {abbreviateFollowers(network.views_avg)}
            </dd>
          </div>
        )}
      </dl>
      <div className="creator-network__trend">
        <FollowerTrendFigures
          network={network.network}
          followers={network.followers}
          trend={network.trend}
        />
      </div>
    </li>
  );
}
