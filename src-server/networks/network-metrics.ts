import type { Kysely } from 'kysely';
import {
  TREND_CHANGE_DAYS,
  TREND_WINDOW_DAYS,
  type MetricName,
  type NetworkConnection,
  type NetworkMetrics,
  type SocialNetwork,
} from '../../src-shared/domain/network';
import type { Database, NetworkRow } from '../db/schema';
import { refreshCreatorSearch } from '../finder/refresh-creator-search';
import { grantLifetimesOf } from './credential-repository';
import { metricsOf, saveMetrics } from './metrics-repository';
import { accessOf } from './network-access';
import { serializeNetwork } from './network-serializer';
import { trendOf } from './network-trend';
import { changeReadingsOf, insertReading, windowPointsOf } from './readings-repository';

/** docs/PRODUCT.md §3: YouTube counts subscribers; every other network, followers. */
export function followerMetric(network: SocialNetwork): MetricName {
  return network === 'youtube' ? 'subscribers_count' : 'followers_count';
}

const DAY_MS = 86_400_000;
/** The most points a list's trend carries per connection (NetworkTrend.points). */
export const TREND_MAX_POINTS = 60;

/**
 * Stores what was just learned about a connection: the latest snapshot, which the answers show,
 * and one more reading in its history. `extra` is what the network reported beyond the follower
 * count; the count itself always goes in under the network's own name. Every add, edit, sign-in
 * and re-read ends here, so the owner's finder rows are rebuilt here too, all in one transaction.
 */
export async function recordMetrics(
  db: Kysely<Database>,
  row: Pick<NetworkRow, 'uuid' | 'network' | 'user_id'>,
  followers: number,
  source: NetworkMetrics['source'],
  now: Date,
  extra: NetworkMetrics['values'] = {},
  audience?: NetworkMetrics['audience_age_gender'],
): Promise<void> {
  const values = { ...extra, [followerMetric(row.network)]: followers };
  const readAt = now.toISOString();
  const write = async (trx: Kysely<Database>) => {
    await saveMetrics(trx, row.uuid, {
      values,
      ...(audience && audience.length > 0 ? { audience_age_gender: audience } : {}),
      read_at: readAt,
      source,
    });
    await insertReading(trx, row.uuid, { read_at: readAt, followers, source, values });
    await refreshCreatorSearch(trx, row.user_id);
  };
  if (db.isTransaction) await write(db);
  else await db.transaction().execute(write);
}

/**
 * Connections as answers carry them: their snapshots, trends and grants read for all rows at
 * once, in four queries whatever the number of rows (lists are a hot path).
 */
export async function withMetrics(
  db: Kysely<Database>,
  rows: NetworkRow[],
  now: Date,
): Promise<NetworkConnection[]> {
  const uuids = rows.map((row) => row.uuid);
  const verified = rows.filter((row) => row.connected).map((row) => row.uuid);
  const [snapshots, points, changes, grants] = await Promise.all([
    metricsOf(db, uuids),
    windowPointsOf(
      db,
      uuids,
      new Date(now.getTime() - TREND_WINDOW_DAYS * DAY_MS),
      TREND_MAX_POINTS,
    ),
    changeReadingsOf(db, uuids, new Date(now.getTime() - TREND_CHANGE_DAYS * DAY_MS)),
    grantLifetimesOf(db, verified),
  ]);
  return rows.map((row) => {
    const grant = row.connected ? grants.get(row.uuid) : undefined;
    return serializeNetwork(row, {
      metrics: snapshots.get(row.uuid) ?? null,
      trend: trendOf(points.get(row.uuid) ?? [], changes.get(row.uuid)),
      // Hand-typed connections have no grant; a verified one without a stored grant says nothing.
      access: grant ? accessOf(row.network, grant, now) : null,
    });
  });
}

/** One connection as answers carry it. */
export async function connectionWithMetrics(
  db: Kysely<Database>,
  row: NetworkRow,
  now: Date,
): Promise<NetworkConnection> {
  const [connection] = await withMetrics(db, [row], now);
  if (!connection) throw new Error('withMetrics dropped the connection');
  return connection;
}
