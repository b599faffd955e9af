import type { FollowerPoint, NetworkTrend } from '../../src-shared/domain/network';
import type { ChangeReadings } from './readings-repository';

/**
 * A connection's trend from its window's points and the readings its change is measured with
 * (NetworkTrend): followers now (the latest reading) against the latest reading at or before the
 * cut-off, or the oldest when every reading is newer; no change with fewer than two readings.
 * A latest reading that is itself older than the cut-off is its own baseline: nothing changed
 * since, as far as anyone read.
 */
export function trendOf(points: FollowerPoint[], change: ChangeReadings | undefined): NetworkTrend {
  const latest = change?.latest;
  const oldest = change?.oldest;
  if (!latest || !oldest || latest.id === oldest.id) return { points, change_30d: null };
  const baseline = (change.earlier ?? oldest).point;
  const followers = latest.point.followers - baseline.followers;
  return {
    points,
    change_30d: {
      followers,
      percent:
        baseline.followers === 0
          ? null
          : Math.round((followers / baseline.followers) * 10_000) / 100,
      since: baseline.read_at,
    },
  };
}
