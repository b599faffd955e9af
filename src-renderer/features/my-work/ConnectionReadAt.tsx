import { useTranslation } from 'react-i18next';
import type { NetworkConnection } from '../../../src-shared/domain/network';
import { formatShortDate } from '../../i18n/format';

/**
 * When the figures were read and by whom: the network or the creator's own typing. The latest
 * metrics say it; a connection without them still has its latest follower reading.
 */
export function ConnectionReadAt({ connection }: { connection: NetworkConnection }) {
  const { t } = useTranslation();
  const reading = connection.metrics ?? connection.trend.points.at(-1) ?? null;
  if (!reading) {
    return <p className="connection-card__read-at">{t('myWork.networks.noFigures')}</p>;
  }
  const date = formatShortDate(reading.read_at);
  return (
    <p className="connection-card__read-at">
      {reading.source === 'manual'
        ? t('networksList.metrics.readAtManual', { date })
        : t('networksList.metrics.readAtNetwork', {
            date,
            network: t(`networks.${reading.source}`),
          })}
    </p>
  );
}
