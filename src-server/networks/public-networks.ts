import type { Kysely } from 'kysely';
import type { PublicNetwork } from '../../src-shared/domain/public-profile';
import type { Database } from '../db/schema';
import { metricsOf } from './metrics-repository';

/**
 * A creator's networks as anyone may see them on the public profile, in the order they were
 * added, in two queries. Built key by key: ids, grants and audience never leave.
 */
export async function publicNetworksOf(
  db: Kysely<Database>,
  userId: string,
): Promise<PublicNetwork[]> {
  const rows = await db
    .selectFrom('user_networks')
    .select(['uuid', 'network', 'username', 'name', 'url', 'followers', 'connected'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('uuid')
    .execute();
  const snapshots = await metricsOf(
    db,
    rows.map((row) => row.uuid),
  );
  return rows.map((row) => {
    const metrics = snapshots.get(row.uuid);
    return {
      network: row.network,
      username: row.username,
      name: row.name,
      url: row.url,
      followers: row.followers,
      connected: row.connected,
      er: metrics?.values.er ?? null,
      aqs: metrics?.values.aqs ?? null,
      views_avg: metrics?.values.views_avg ?? null,
      read_at: metrics?.read_at ?? null,
      source: metrics?.source ?? null,
    };
  });
}
