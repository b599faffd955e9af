import { useTranslation } from 'react-i18next';
import type { CreatorCardNetwork } from '../../../src-shared/domain/finder';
import { Card } from '../../ui/Card';
import { NetworkStats } from '../finder/NetworkStats';

/** Every network with its followers, ER, AQS and the date those were read. */
export function CreatorNetworks({ networks }: { networks: readonly CreatorCardNetwork[] }) {
  const { t } = useTranslation();
  const sorted = [...networks].sort((a, b) => b.followers - a.followers);
  return (
    <Card aria-labelledby="creator-networks-title">
      <h2 id="creator-networks-title" className="creator-profile__section-title">
        {t('creator.networks.title')}
      </h2>
      {sorted.length === 0 ? (
        <p className="creator-profile__none">{t('creator.networks.none')}</p>
      ) : (
        <ul className="creator-profile__rows">
          {sorted.map((network) => (
            <li key={`${network.network}:${network.username}`} className="creator-profile__row">
              <NetworkStats network={network} />
              <span className="creator-profile__username">@{network.username}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
