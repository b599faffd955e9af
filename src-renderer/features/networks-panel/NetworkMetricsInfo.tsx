import { useTranslation } from 'react-i18next';
import type { NetworkMetrics } from '../../../src-shared/domain/network';
import { formatShare, formatShortDate } from '../../i18n/format';
import { metricValues } from './metric-values';

export interface NetworkMetricsInfoProps {
  metrics: NetworkMetrics;
}

/** The largest audience slices are enough to tell who follows; the media kit shows them all. */
const AUDIENCE_SLICES = 3;

/** When and where a connection's figures were read, and the extra values the source gave. */
export function NetworkMetricsInfo({ metrics }: NetworkMetricsInfoProps) {
  const { t } = useTranslation();
  const date = formatShortDate(metrics.read_at);
  const values = metricValues(metrics);
  return (
    <div className="network-item__metrics">
      <p className="network-item__read-at">
        {metrics.source === 'manual'
          ? t('networksList.metrics.readAtManual', { date })
          : t('networksList.metrics.readAtNetwork', {
              date,
              network: t(`networks.${metrics.source}`),
            })}
      </p>
      {metrics.audience_age_gender && metrics.audience_age_gender.length > 0 && (
        <p className="network-item__audience">
          {t('networksList.metrics.audience', {
            slices: metrics.audience_age_gender
              .slice(0, AUDIENCE_SLICES)
              .map((slice) =>
                t('networksList.metrics.audienceSlice', {
                  gender: t(`networksList.metrics.genders.${slice.gender}`),
                  age: slice.age_range,
                  percent: formatShare(slice.percent),
                }),
              )
              .join(' · '),
          })}
        </p>
      )}
      {values.length > 0 && (
        <dl className="network-item__values">
          {values.map(({ name, text }) => (
            <div key={name} className="network-item__value">
              <dt>{t(`networksList.metrics.names.${name}`)}</dt>
              <dd>{text}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
