import type { NetworkConnection, NetworkMetrics } from '../../src-shared/domain/network';
import type { NetworkRow } from '../db/schema';

/**
 * A connection as answers carry it (spec §3): owner and timestamps stay in. `metrics` is its
 * snapshot (network-metrics.ts reads them), null before any was stored.
 */
export function serializeNetwork(
  row: NetworkRow,
  metrics: NetworkMetrics | null,
): NetworkConnection {
  return {
    uuid: row.uuid,
    network: row.network,
    username: row.username,
    name: row.name,
    // bigint arrives as a string from pg; follower counts stay far below 2^53.
    followers: Number(row.followers),
    connected: row.connected,
    is_channel: row.is_channel,
    url: row.url,
    metrics,
  };
}
