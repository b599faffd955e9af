import type { FollowerPoint } from '../domain/network';

/**
 * docs/PRODUCT.md (decisions): figures typed by hand never feed a trend computed from a
 * network's readings. Once a connection has one reading from the network, its typed readings
 * stay in the history (marked) but leave the chart and the 30-day change; a connection only
 * ever typed keeps its typed trend. The core API's queries (`readings-repository.ts`) apply this
 * same rule in SQL, before thinning, so one huge typed figure cannot read as "+833,233 %".
 */
export function readingFeedsTrend(
  source: FollowerPoint['source'],
  hasNetworkReadings: boolean,
): boolean {
  return source !== 'manual' || !hasNetworkReadings;
}

/** Whether any of these readings came from the network itself rather than from typing. */
export const hasNetworkReading = (readings: readonly Pick<FollowerPoint, 'source'>[]): boolean =>
  readings.some((reading) => reading.source !== 'manual');

/** The readings of one connection that feed its trend, in their order. */
export function trendReadingsOf<T extends Pick<FollowerPoint, 'source'>>(
  readings: readonly T[],
): T[] {
  const fromNetwork = hasNetworkReading(readings);
  return readings.filter((reading) => readingFeedsTrend(reading.source, fromNetwork));
}
