import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type {
  NetworkConnection,
  NetworkTrend,
  SocialNetwork,
} from '../../../src-shared/domain/network';
import { abbreviateFollowers } from '../../../src-shared/rules/followers';
import { formatShortDate } from '../../i18n/format';
import { Sparkline } from '../../ui/Sparkline';
import { changeAmounts, changeDirection, formatFollowerChange } from './follower-change';
import { HistoryDialog } from './HistoryDialog';

/** Followers over the last readings as a small chart, the change since a month ago, the history. */
export function FollowerTrend({ connection }: { connection: NetworkConnection }) {
  return (
    <div className="follower-trend">
      <FollowerTrendFigures
        network={connection.network}
        followers={connection.followers}
        trend={connection.trend}
        // Every stored snapshot was kept as a reading too, so a snapshot means a history.
        hasReadings={connection.metrics !== null}
      />
      <HistoryDialog connection={connection} />
    </div>
  );
}

export interface FollowerTrendFiguresProps {
  network: SocialNetwork;
  /** Followers now, for the chart's name. */
  followers: number;
  trend: NetworkTrend;
  /**
   * Whether the connection has stored readings (its history is not empty): then a missing change
   * says there is nothing to measure yet, never "Sin historial aún" beside "Ver historial".
   */
  hasReadings?: boolean;
}

/**
 * The chart and the change without the history button: also what a brand sees of a creator's
 * network (issue 14), where the full history is not theirs to read.
 */
export function FollowerTrendFigures({
  network,
  followers,
  trend,
  hasReadings = false,
}: FollowerTrendFiguresProps) {
  const { t } = useTranslation();
  const { points, change_30d: change } = trend;
  const networkName = t(`networks.${network}`);
  const direction = change ? changeDirection(change) : 'flat';
  const chartLabel = change
    ? t('myWork.networks.trend.chart', {
        network: networkName,
        change: changeInWords(change, t),
        now: abbreviateFollowers(followers),
      })
    : t('myWork.networks.trend.chartNoChange', {
        network: networkName,
        count: points.length,
        now: abbreviateFollowers(followers),
      });

  return (
    <>
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
        <p className="follower-trend__none">
          {t(hasReadings ? 'myWork.networks.trend.noChangeYet' : 'myWork.networks.trend.noHistory')}
        </p>
      )}
    </>
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
