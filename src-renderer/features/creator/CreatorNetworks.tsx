import { useTranslation } from 'react-i18next';
import type { CreatorDetailNetwork } from '../../../src-shared/domain/finder';
import { Card } from '../../ui/Card';
import { CreatorNetworkRow } from './CreatorNetworkRow';
import './CreatorNetworks.css';

export interface CreatorNetworksProps {
  networks: readonly CreatorDetailNetwork[];
  name: string;
}

/** Every network, largest audience first, with its figures, their date and source, and trend. */
export function CreatorNetworks({ networks, name }: CreatorNetworksProps) {
  const { t } = useTranslation();
  const sorted = [...networks].sort((a, b) => b.followers - a.followers);
  return (
    <Card className="creator-profile__wide" aria-labelledby="creator-networks-title">
      <h2 id="creator-networks-title" className="creator-profile__section-title">
        {t('creator.networks.title')}
      </h2>
      {sorted.length === 0 ? (
        <p className="creator-profile__none">{t('creator.networks.none')}</p>
      ) : (
        <ul className="creator-networks" aria-label={t('creator.network.listLabel', { name })}>
          {sorted.map((network) => (
            <CreatorNetworkRow key={`${network.network}:${network.username}`} network={network} />
          ))}
        </ul>
      )}
    </Card>
  );
}
