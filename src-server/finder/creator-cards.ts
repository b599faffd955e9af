import type { Kysely } from 'kysely';
import type { CreatorCategory } from '../../src-shared/domain/creator-category';
import type { CreatorCard, CreatorCardNetwork } from '../../src-shared/domain/finder';
import type { Database } from '../db/schema';
import { mediaUrl } from '../media/media-url';
import { metricsOf } from '../networks/metrics-repository';

/**
 * The finder's cards for these creators, in the order given, as `brandId` sees them (whether it
 * keeps each on its shortlist); ids without a search row (no longer a creator with networks) are
 * left out. Names and pictures are read from users, not copied into the search rows, so an avatar
 * upload needs no refresh. `origin` turns stored media paths into URLs (http/public-origin.ts).
 */
export async function creatorCards(
  db: Kysely<Database>,
  ids: readonly string[],
  origin: string,
  brandId: string,
): Promise<CreatorCard[]> {
  if (ids.length === 0) return [];
  const [creators, networks] = await Promise.all([
    db
      .selectFrom('creator_search as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      // The brand's own shortlist rows only: one key look-up per card, in the same statement.
      .leftJoin('brand_shortlist as l', (join) =>
        join.onRef('l.creator_id', '=', 's.user_id').on('l.brand_id', '=', brandId),
      )
      .select([
        'u.id',
        'u.vanity_name',
        'u.first_name',
        'u.last_name',
        'u.profile_image',
        'u.country',
        's.category',
        's.max_followers',
        'l.created_at as shortlisted_at',
      ])
      .where('s.user_id', 'in', [...ids])
      .execute(),
    cardNetworks(db, ids),
  ]);
  const byId = new Map(creators.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        id: row.id,
        vanity_name: row.vanity_name,
        first_name: row.first_name,
        last_name: row.last_name,
        profile_image: mediaUrl(row.profile_image, origin),
        country: row.country,
        category: row.category as CreatorCategory,
        max_followers: row.max_followers,
        networks: networks.get(id) ?? [],
        shortlisted: row.shortlisted_at !== null,
      },
    ];
  });
}

/**
 * Every connection of these creators with its latest figures, largest first, by creator. Two
 * key look-ups rather than one join: PGlite has no autovacuum to keep statistics, and without
 * them the planner may hash-join all of network_metrics for twenty creators.
 */
async function cardNetworks(
  db: Kysely<Database>,
  ids: readonly string[],
): Promise<Map<string, CreatorCardNetwork[]>> {
  const rows = await db
    .selectFrom('user_networks')
    .select(['uuid', 'user_id', 'network', 'username', 'followers', 'connected'])
    .where('user_id', 'in', [...ids])
    .orderBy('followers', 'desc')
    .orderBy('network')
    .orderBy('uuid')
    .execute();
  const snapshots = await metricsOf(
    db,
    rows.map((row) => row.uuid),
  );
  const found = new Map<string, CreatorCardNetwork[]>();
  for (const row of rows) {
    const metrics = snapshots.get(row.uuid);
    const list = found.get(row.user_id) ?? [];
    list.push({
      network: row.network,
      username: row.username,
      followers: row.followers,
      connected: row.connected,
      er: metrics?.values.er ?? null,
      aqs: metrics?.values.aqs ?? null,
      read_at: metrics?.read_at ?? null,
    });
    found.set(row.user_id, list);
  }
  return found;
}
