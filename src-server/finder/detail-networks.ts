import type { Kysely } from 'kysely';
import type { CreatorDetailNetwork, NetworkAudience } from '../../src-shared/domain/finder';
import {
  TREND_CHANGE_DAYS,
  TREND_WINDOW_DAYS,
  type AudienceShare,
  type NetworkMetrics,
} from '../../src-shared/domain/network';
import type { Database } from '../db/schema';
import { TREND_MAX_POINTS } from '../networks/network-metrics';
import { trendOf } from '../networks/network-trend';
import { changeReadingsOf, windowPointsOf } from '../networks/readings-repository';

const DAY_MS = 86_400_000;

/**
 * A creator's networks as the page a brand decides on shows them, largest first like the card:
 * the public figures with their date and source, whether the network itself verified them
 * (`connected`), the follower trend from the kept readings and the latest audience, in three
 * queries (connections with their snapshots, then the trend window and its change together).
 * Ids, grants and tokens never leave.
 */
export async function detailNetworksOf(
  db: Kysely<Database>,
  creatorId: string,
  now: Date,
): Promise<CreatorDetailNetwork[]> {
  const rows = await db
    .selectFrom('user_networks as n')
    .leftJoin('network_metrics as m', 'm.user_network', 'n.uuid')
    .select([
      'n.uuid',
      'n.network',
      'n.username',
      'n.name',
      'n.url',
      'n.followers',
      'n.connected',
      'm.values',
      'm.audience',
      'm.read_at',
      'm.source',
    ])
    .where('n.user_id', '=', creatorId)
    .orderBy('n.followers', 'desc')
    .orderBy('n.network')
    .orderBy('n.uuid')
    .execute();
  const uuids = rows.map((row) => row.uuid);
  const [points, changes] = await Promise.all([
    windowPointsOf(
      db,
      uuids,
      new Date(now.getTime() - TREND_WINDOW_DAYS * DAY_MS),
      TREND_MAX_POINTS,
    ),
    changeReadingsOf(db, uuids, new Date(now.getTime() - TREND_CHANGE_DAYS * DAY_MS)),
  ]);
  return rows.map((row) => {
    // pg and PGlite both answer a Date; a snapshot is absent until the first reading.
    const readAt = row.read_at ? new Date(row.read_at).toISOString() : null;
    const source = row.source === null ? null : (row.source as NetworkMetrics['source']);
    return {
      network: row.network,
      username: row.username,
      name: row.name,
      url: row.url,
      followers: row.followers,
      connected: row.connected,
      er: row.values?.er ?? null,
      aqs: row.values?.aqs ?? null,
      views_avg: row.values?.views_avg ?? null,
      read_at: readAt,
      source,
      trend: trendOf(points.get(row.uuid) ?? [], changes.get(row.uuid)),
      audience: audienceOf(row.audience, readAt, source),
    };
  });
}

/** The snapshot's audience with when and where it was read; null where no source reported one. */
function audienceOf(
  shares: AudienceShare[] | null,
  readAt: string | null,
  source: NetworkMetrics['source'] | null,
): NetworkAudience | null {
  if (!shares || shares.length === 0 || readAt === null || source === null) return null;
  return { shares, read_at: readAt, source };
}
