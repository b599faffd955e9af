import { sql, type Kysely } from 'kysely';
import type { CreatorCard, CreatorCardNetwork } from '../../src-shared/domain/finder';
import type { Database } from '../db/schema';
import { cardFieldsOf, listedCreators } from './listed-creators';

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
  const creators = await cardRows(db, brandId)
    .where('s.user_id', 'in', [...ids])
    .execute();
  const byId = new Map(creators.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [cardOf(row, origin)] : [];
  });
}

/** Listed creators with each one's card networks; callers choose which creators. */
export function cardRows(db: Kysely<Database>, brandId: string) {
  return listedCreators(db, brandId).select(cardNetworksOf);
}

type CardRow = Awaited<ReturnType<ReturnType<typeof cardRows>['executeTakeFirstOrThrow']>>;

/** A card as the API answers it; `origin` turns photo paths into URLs. */
export function cardOf(row: CardRow, origin: string): CreatorCard {
  return {
    ...cardFieldsOf(row, origin),
    networks: row.networks.map((network) => ({
      ...network,
      read_at: network.read_at === null ? null : new Date(network.read_at).toISOString(),
    })),
  };
}

/**
 * Each card's connections, largest first, with the two figures a card shows and when they were
 * read, built per creator inside the one statement: a finder page is then a single round trip to
 * the database instead of three, and the metrics' other values and audience breakdown never leave
 * it. Both look-ups are by key (user_networks_user_id_idx, network_metrics' primary key), so the
 * plan stays a nested loop with or without statistics (PGlite has no autovacuum to gather them).
 */
const cardNetworksOf = sql<CreatorCardNetwork[]>`(
  select coalesce(
    json_agg(
      json_build_object(
        'network', n.network,
        'username', n.username,
        'followers', n.followers,
        'connected', n.connected,
        'er', (m."values"->>'er')::float8,
        'aqs', (m."values"->>'aqs')::float8,
        'read_at', m.read_at
      )
      order by n.followers desc, n.network, n.uuid
    ),
    '[]'::json
  )
  from user_networks n
  left join network_metrics m on m.user_network = n.uuid
  where n.user_id = s.user_id
)`.as('networks');
