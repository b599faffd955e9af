import type { NetworkConnection } from '../../src-shared/domain/network';
import type { NetworkRow } from '../db/schema';

/** What network-metrics.ts reads beside the row: snapshot, trend and grant. */
export type ConnectionExtras = Pick<NetworkConnection, 'metrics' | 'trend' | 'access'>;

/**
 * A connection as answers carry it (docs/PRODUCT.md §3): owner and timestamps stay in. `metrics` is
 * its snapshot (null before any was stored), `trend` its readings over time and `access` its
 * grant's state (null for a hand-typed one); network-metrics.ts reads them.
 */
export function serializeNetwork(row: NetworkRow, extras: ConnectionExtras): NetworkConnection {
  return {
    uuid: row.uuid,
    network: row.network,
    username: row.username,
    name: row.name,
    // bigint arrives as a string from pg; follower counts stay far below 2^53.
    followers: row.followers,
    connected: row.connected,
    is_channel: row.is_channel,
    url: row.url,
    metrics: extras.metrics,
    trend: extras.trend,
    access: extras.access,
  };
}
