import type { Kysely } from 'kysely';
import type {
  MetricName,
  NetworkConnection,
  NetworkMetrics,
  SocialNetwork,
} from '../../src-shared/domain/network';
import type { Database, NetworkRow } from '../db/schema';
import { refreshCreatorSearch } from '../finder/refresh-creator-search';
import { metricsOf, saveMetrics } from './metrics-repository';
import { serializeNetwork } from './network-serializer';

/** Spec §3: YouTube counts subscribers; every other network, followers. */
export function followerMetric(network: SocialNetwork): MetricName {
  return network === 'youtube' ? 'subscribers_count' : 'followers_count';
}

/**
 * Stores what was just learned about a connection. `extra` is what the network reported beyond
 * the follower count; the count itself always goes in under the network's own name. Every add,
 * edit, sign-in and re-read ends here, so the owner's finder rows are rebuilt here too.
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
  await saveMetrics(db, row.uuid, {
    values: { ...extra, [followerMetric(row.network)]: followers },
    ...(audience && audience.length > 0 ? { audience_age_gender: audience } : {}),
    read_at: now.toISOString(),
    source,
  });
  await refreshCreatorSearch(db, row.user_id);
}

/** Connections as answers carry them, with their snapshots read in a single query. */
export async function withMetrics(
  db: Kysely<Database>,
  rows: NetworkRow[],
): Promise<NetworkConnection[]> {
  const snapshots = await metricsOf(
    db,
    rows.map((row) => row.uuid),
  );
  return rows.map((row) => serializeNetwork(row, snapshots.get(row.uuid) ?? null));
}

/** One connection as answers carry it. */
export async function connectionWithMetrics(
  db: Kysely<Database>,
  row: NetworkRow,
): Promise<NetworkConnection> {
  const [connection] = await withMetrics(db, [row]);
  if (!connection) throw new Error('withMetrics dropped the connection');
  return connection;
}
