import { useTranslation } from 'react-i18next';
import type { PublicNetwork } from '../../../src-shared/domain/public-profile';
import { Card } from '../../ui/Card';
import { PublicNetworkRow } from './PublicNetworkRow';

/** Every network in the order the creator added them, each with its figures and their date. */
export function PublicNetworks({ networks }: { networks: readonly PublicNetwork[] }) {
  const { t } = useTranslation();
  return (
    <Card aria-labelledby="public-networks-title">
      <h2 id="public-networks-title" className="creator-profile__section-title">
        {t('creator.networks.title')}
      </h2>
      {networks.length === 0 ? (
        <p className="creator-profile__none">{t('creator.networks.none')}</p>
      ) : (
        <ul className="public-networks">
          {networks.map((network) => (
            <PublicNetworkRow key={`${network.network}:${network.username}`} network={network} />
          ))}
        </ul>
      )}
    </Card>
  );
}
