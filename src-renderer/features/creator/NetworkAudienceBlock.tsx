import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { NetworkAudience } from '../../../src-shared/domain/finder';
import type { SocialNetwork } from '../../../src-shared/domain/network';
import { NetworkMark } from '../networks-panel';
import { audienceBreakdown } from '../../../src-shared/domain/audience-breakdown';
import { AudienceTable } from './AudienceTable';
import { NetworkReadAt } from './NetworkReadAt';

export interface NetworkAudienceBlockProps {
  network: SocialNetwork;
  audience: NetworkAudience;
}

/** One network's audience: by age and by gender, with where and when it was read. */
export function NetworkAudienceBlock({ network, audience }: NetworkAudienceBlockProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const networkName = t(`networks.${network}`);
  const { ages, genders } = audienceBreakdown(audience.shares);
  return (
    <section className="creator-audience__network" aria-labelledby={headingId}>
      <div className="creator-audience__title">
        <NetworkMark network={network} />
        <div>
          <h3 id={headingId} className="creator-network__name">
            {networkName}
          </h3>
          <NetworkReadAt network={audience} />
        </div>
      </div>
      <div className="creator-audience__tables">
        <AudienceTable
          caption={t('creator.audience.age')}
          captionRest={t('creator.audience.of', { network: networkName })}
          groupHeader={t('creator.audience.range')}
          rows={ages.map((age) => ({ key: age.range, label: age.range, percent: age.percent }))}
        />
        <AudienceTable
          caption={t('creator.audience.gender')}
          captionRest={t('creator.audience.of', { network: networkName })}
          groupHeader={t('creator.audience.group')}
          rows={genders.map((gender) => ({
            key: gender.gender,
            label: t(`networksList.metrics.genders.${gender.gender}`),
            percent: gender.percent,
          }))}
        />
      </div>
    </section>
  );
}
