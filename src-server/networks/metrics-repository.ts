import type { Kysely } from 'kysely';
import type { NetworkMetrics } from '../../src-shared/domain/network';
import { jsonb } from '../db/jsonb';
import type { Database } from '../db/schema';

type Db = Kysely<Database>;

/** Replaces the connection's snapshot: only the latest reading is shown. */
export async function saveMetrics(db: Db, userNetwork: string, metrics: NetworkMetrics) {
  const values = {
    values: jsonb(metrics.values),
    audience: metrics.audience_age_gender ? jsonb(metrics.audience_age_gender) : null,
    read_at: metrics.read_at,
    source: metrics.source,
  };
  await db
    .insertInto('network_metrics')
    .values({ user_network: userNetwork, ...values })
    .onConflict((conflict) => conflict.column('user_network').doUpdateSet(values))
    .execute();
}

/** The snapshots of these connections in one query, by uuid; a missing one has none yet. */
export async function metricsOf(db: Db, uuids: string[]): Promise<Map<string, NetworkMetrics>> {
  const found = new Map<string, NetworkMetrics>();
  if (uuids.length === 0) return found;
  const rows = await db
    .selectFrom('network_metrics')
    .selectAll()
    .where('user_network', 'in', uuids)
    .execute();
  for (const row of rows) {
    found.set(row.user_network, {
      values: row.values,
      ...(row.audience ? { audience_age_gender: row.audience } : {}),
      read_at: new Date(row.read_at).toISOString(),
      source: row.source as NetworkMetrics['source'],
    });
  }
  return found;
}
