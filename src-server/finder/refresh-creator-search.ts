import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema';
import { categoryNameSql, categoryRankSql } from './category-sql';
import { searchTextSql } from './search-text';

/** Ids per statement: far below PostgreSQL's 65,535 parameters, small enough to stay quick. */
const CHUNK = 1000;

/**
 * Rebuilds one creator's finder rows from users, user_networks and network_metrics. Call it after
 * every write that changes what the finder filters or shows in its order: a network added,
 * edited, removed or re-read, and a profile save. Anyone who is not a creator with at least one
 * network ends up without rows, so a removed last network takes the creator out of the finder.
 */
export async function refreshCreatorSearch(db: Kysely<Database>, userId: string): Promise<void> {
  await refreshCreatorSearchFor(db, [userId]);
}

/** The same for many users (the demo seed), a thousand per statement. */
export async function refreshCreatorSearchFor(
  db: Kysely<Database>,
  userIds: readonly string[],
): Promise<void> {
  for (let start = 0; start < userIds.length; start += CHUNK) {
    const ids = sql.join(userIds.slice(start, start + CHUNK));
    // One transaction: a search never sees the creator row without its network rows.
    if (db.isTransaction) await refreshChunk(db, ids);
    else await db.transaction().execute((trx) => refreshChunk(trx, ids));
  }
}

/** The er a snapshot holds, when it holds a number there (networks without posts leave it out). */
const erOf = sql<number | null>`case when jsonb_typeof(m."values"->'er') = 'number'
  then (m."values"->>'er')::double precision end`;

async function refreshChunk(db: Kysely<Database>, ids: RawBuilder<unknown>): Promise<void> {
  // Two writes of one creator at once (a network added while another is removed) rebuild one
  // after the other, so the later rebuild reads what the earlier one wrote.
  await sql`select id from users where id in (${ids}) order by id for update`.execute(db);
  const maxFollowers = sql.ref<number>('n.max_followers');
  await sql`
    insert into creator_search as s
      (user_id, category_rank, category, max_followers, best_er, country, gender, languages,
       networks, search_text, updated_at)
    select u.id, ${categoryRankSql(maxFollowers)}, ${categoryNameSql(maxFollowers)},
      n.max_followers, n.best_er, u.country, u.meta_info->>'gender',
      array(select jsonb_array_elements_text(
        case when jsonb_typeof(u.meta_info->'languages') = 'array'
             then u.meta_info->'languages' else '[]'::jsonb end)),
      n.networks,
      ${searchTextSql(sql`concat_ws(' ', u.vanity_name, u.first_name, u.last_name, n.names)`)},
      now()
    from users u
    join (
      select un.user_id, max(un.followers) as max_followers, max(${erOf}) as best_er,
        array_agg(distinct un.network) as networks,
        string_agg(un.username || ' ' || un.name, ' ') as names
      from user_networks un
      left join network_metrics m on m.user_network = un.uuid
      where un.user_id in (${ids})
      group by un.user_id
    ) n on n.user_id = u.id
    where u.role = 'influencer'
    on conflict (user_id) do update set
      category_rank = excluded.category_rank, category = excluded.category,
      max_followers = excluded.max_followers, best_er = excluded.best_er,
      country = excluded.country, gender = excluded.gender, languages = excluded.languages,
      networks = excluded.networks, search_text = excluded.search_text,
      updated_at = excluded.updated_at
  `.execute(db);

  // No network left (or not a creator): out of the finder; the cascade takes the network rows.
  await sql`
    delete from creator_search s
    where s.user_id in (${ids})
      and not exists (
        select 1 from user_networks un join users u on u.id = un.user_id
        where un.user_id = s.user_id and u.role = 'influencer')
  `.execute(db);

  await sql`
    insert into creator_search_networks
      (user_id, network, followers, er, category_rank, country, gender, languages)
    select un.user_id, un.network, max(un.followers), max(${erOf}),
      s.category_rank, s.country, s.gender, s.languages
    from user_networks un
    join creator_search s on s.user_id = un.user_id
    left join network_metrics m on m.user_network = un.uuid
    where un.user_id in (${ids})
    group by un.user_id, un.network, s.category_rank, s.country, s.gender, s.languages
    on conflict (user_id, network) do update set
      followers = excluded.followers, er = excluded.er, category_rank = excluded.category_rank,
      country = excluded.country, gender = excluded.gender, languages = excluded.languages
  `.execute(db);

  await sql`
    delete from creator_search_networks c
    where c.user_id in (${ids})
      and not exists (
        select 1 from user_networks un where un.user_id = c.user_id and un.network = c.network)
  `.execute(db);
}
