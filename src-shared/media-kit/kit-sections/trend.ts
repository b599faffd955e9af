import { TREND_CHANGE_DAYS, type FollowerPoint } from '../../domain/network';
import { text } from '../kit-html';
import { formatKitChange, formatKitChangePercent } from '../media-kit-i18n';

const DAY_MS = 24 * 60 * 60 * 1000;
const WIDTH = 120;
const HEIGHT = 32;
/** Room for the stroke and the end dot, so neither is clipped at the edges. */
const INSET = 3;

export interface KitTrendChange {
  followers: number;
  /** In percent of the earlier figure; null when that was 0. */
  percent: number | null;
  /** Whole days between the earlier reading and the latest one. */
  days: number;
}

const timeOf = (point: FollowerPoint) => Date.parse(point.read_at);

/**
 * The app's rule (`NetworkTrend.change_30d`) measured from the latest reading, whose date the kit
 * prints beside it: followers then against the latest reading at least TREND_CHANGE_DAYS before,
 * or the oldest when all are newer. A kit exported long after its last reading still says how
 * the followers moved up to then, not a meaningless zero. Null with fewer than two readings.
 */
export function trendChange(points: FollowerPoint[]): KitTrendChange | null {
  const readable = points.filter((point) => !Number.isNaN(timeOf(point)));
  if (readable.length < 2) return null;
  const latest = readable[readable.length - 1]!;
  const cutOff = timeOf(latest) - TREND_CHANGE_DAYS * DAY_MS;
  const earlier = readable.filter((point) => timeOf(point) <= cutOff).at(-1) ?? readable[0]!;
  if (earlier === latest) return null;
  const followers = latest.followers - earlier.followers;
  return {
    followers,
    percent:
      earlier.followers === 0 ? null : Math.round((followers / earlier.followers) * 10_000) / 100,
    days: Math.max(0, Math.round((timeOf(latest) - timeOf(earlier)) / DAY_MS)),
  };
}

const round = (value: number) => Math.round(value * 10) / 10;

/** The readings as a small line without axes: far-apart readings stay far apart. */
function sparkline(points: FollowerPoint[]): string {
  const xs = points.map(timeOf);
  const ys = points.map((point) => point.followers);
  const [minX, minY] = [Math.min(...xs), Math.min(...ys)];
  const [spanX, spanY] = [Math.max(...xs) - minX, Math.max(...ys) - minY];
  const coordinates = points.map((_, index) => {
    // A flat line, or readings at the same instant, would divide by zero.
    const x = spanX > 0 ? (xs[index]! - minX) / spanX : index / (points.length - 1);
    const y = spanY > 0 ? (ys[index]! - minY) / spanY : 0.5;
    return [round(INSET + x * (WIDTH - INSET * 2)), round(INSET + (1 - y) * (HEIGHT - INSET * 2))];
  });
  const line = coordinates.map(([x, y], index) => `${index === 0 ? 'M' : 'L'}${x},${y}`).join('');
  const [lastX, lastY] = coordinates.at(-1)!;
  return `<svg class="trend-line" role="img" aria-label="${text('network.trend')}" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}"><path d="${line}" fill="none" stroke-width="2" stroke-linejoin="round" stroke-linecap="round"/><circle cx="${lastX}" cy="${lastY}" r="2.5"/></svg>`;
}

/** The trend line and the change over the month up to the latest reading; '' without history. */
export function trendHtml(points: FollowerPoint[]): string {
  const readable = points.filter((point) => !Number.isNaN(timeOf(point)));
  const change = trendChange(readable);
  if (!change) return '';
  const amount = formatKitChange(change.followers);
  const words =
    change.percent === null
      ? text('network.change', { change: amount, count: change.days })
      : text('network.changeWithPercent', {
          change: amount,
          percent: formatKitChangePercent(change.percent),
          count: change.days,
        });
  return `<div class="trend"><span class="trend-title">${text('network.trend')}</span>${sparkline(readable)}<span class="trend-change">${words}</span></div>`;
}
