import { useTranslation } from 'react-i18next';
import type { PublicNetwork } from '../../../src-shared/domain/public-profile';
import { formatShortDate } from '../../i18n/format';

/** When a network's figures were read, and whether the network said so or the creator typed them. */
export function NetworkReadAt({ network }: { network: Pick<PublicNetwork, 'read_at' | 'source'> }) {
  const { t } = useTranslation();
  if (!network.read_at) {
    return <p className="creator-network__read-at">{t('creator.network.notRead')}</p>;
  }
  const date = formatShortDate(network.read_at);
  return (
    <p className="creator-network__read-at">
      {network.source === 'manual'
        ? t('networksList.metrics.readAtManual', { date })
        : network.source
          ? t('networksList.metrics.readAtNetwork', {
              date,
              network: t(`networks.${network.source}`),
            })
          : t('creator.stats.readAt', { date })}
    </p>
  );
}
