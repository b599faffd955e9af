import { useTranslation } from 'react-i18next';
import type { CreatorDetailNetwork, NetworkAudience } from '../../../src-shared/domain/finder';
import { Card } from '../../ui/Card';
import { NetworkAudienceBlock } from './NetworkAudienceBlock';
import './CreatorAudience.css';

type Reported = CreatorDetailNetwork & { audience: NetworkAudience };

/** An audience with no slice says nothing about who follows. */
const reportsAudience = (network: CreatorDetailNetwork): network is Reported =>
  network.audience !== null && network.audience.shares.length > 0;

/** Who follows the creator (age, gender), per network where a source reports it. */
export function CreatorAudience({ networks }: { networks: readonly CreatorDetailNetwork[] }) {
  const { t } = useTranslation();
  const reported = networks.filter(reportsAudience);
  return (
    <Card className="creator-profile__wide" aria-labelledby="creator-audience-title">
      <h2 id="creator-audience-title" className="creator-profile__section-title">
        {t('creator.audience.title')}
      </h2>
      {reported.length === 0 ? (
        <p className="creator-profile__none">{t('creator.audience.none')}</p>
      ) : (
        <div className="creator-audience">
          {reported.map((network) => (
            <NetworkAudienceBlock
              key={`${network.network}:${network.username}`}
              network={network.network}
              audience={network.audience}
            />
          ))}
        </div>
      )}
    </Card>
  );
}
