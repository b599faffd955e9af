import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { NetworkConnection, NetworkTrend } from '../../../src-shared/domain/network';
import { abbreviateFollowers } from '../../../src-shared/rules/followers';
import { formatShortDate } from '../../i18n/format';
import { Sparkline } from '../../ui/Sparkline';
import { changeAmounts, changeDirection, formatFollowerChange } from './follower-change';
import { HistoryDialog } from './HistoryDialog';

/** Followers over the last readings as a small chart, the change since a month ago, the history. */
export function FollowerTrend({ connection }: { connection: NetworkConnection }) {
  const { t } = useTranslation();
  const { points, change_30d: change } = connection.trend;
  const network = t(`networks.${connection.network}`);
  const direction = change ? changeDirection(change) : 'flat';
  const chartLabel = change
    ? t('myWork.networks.trend.chart', {
        network,
        change: changeInWords(change, t),
        now: abbreviateFollowers(connection.followers),
      })
    : t('myWork.networks.trend.chartNoChange', {
        network,
        count: points.length,
        now: abbreviateFollowers(connection.followers),
      });

  return (
    <div className="follower-trend">
      <Sparkline
        className="follower-trend__chart"
        points={points.map((point) => ({ x: Date.parse(point.read_at), y: point.followers }))}
        label={chartLabel}
        tone={direction}
        width={140}
        height={40}
      />
      {change ? (
        <p className={`follower-trend__change follower-trend__change--${direction}`}>
          <span className="follower-trend__amount">
            {direction === 'flat' ? t('myWork.networks.trend.flat') : formatFollowerChange(change)}
          </span>
          <span className="follower-trend__since">
            {t('myWork.networks.trend.since', { date: formatShortDate(change.since) })}
          </span>
        </p>
      ) : (
        <p className="follower-trend__none">{t('myWork.networks.trend.noHistory')}</p>
      )}
      <HistoryDialog connection={connection} />
    </div>
  );
}

function changeInWords(change: NonNullable<NetworkTrend['change_30d']>, t: TFunction): string {
  const date = formatShortDate(change.since);
  const direction = changeDirection(change);
  if (direction === 'flat') return t('myWork.networks.trend.words.flat', { date });
  const { amount, percent } = changeAmounts(change);
  return percent === null
    ? t(`myWork.networks.trend.words.${direction}`, { amount, date })
    : t(`myWork.networks.trend.words.${direction}Percent`, { amount, percent, date });
}
