import { sql, type Kysely } from 'kysely';

/**
 * The finder's search rows and the brands' profile views (docs/API.md, "Finder").
 *
 * `creator_search` holds one row per creator (role influencer with at least one network) with
 * everything the finder filters and sorts on, so a search reads one table and its index instead of
 * joining users, networks and metrics for 100,000 creators. `creator_search_networks` holds one
 * row per creator and network with that network's figures, plus copies of the creator's filter
 * columns so that a network-scoped search is one index range too. The application keeps both
 * current (src-server/finder/refresh-creator-search.ts) after every write that changes them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('creator_search')
    .addColumn('user_id', 'text', (col) =>
      col.primaryKey().references('users.id').onDelete('cascade'),
    )
    // docs/PRODUCT.md §3's order (1 top-celebrity … 6 other), read from the largest follower count.
    .addColumn('category_rank', 'smallint', (col) => col.notNull())
    .addColumn('category', 'text', (col) => col.notNull())
    .addColumn('max_followers', 'bigint', (col) => col.notNull())
    // The highest engagement rate any of the creator's networks reported; null when none did.
    .addColumn('best_er', 'double precision')
    .addColumn('country', 'text', (col) => col.notNull())
    .addColumn('gender', 'text')
    .addColumn('languages', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('networks', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'::text[]`))
    // Handle, names and every network username and display name, lowercased without accents.
    .addColumn('search_text', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  // The finder's sort order; a category filter is a range of it.
  await sql`
    create index creator_search_order_idx
    on creator_search (category_rank, max_followers desc, user_id)
  `.execute(db);
  // Counting the matches of a filter without a network: a country other than MX, a language
  // other than Spanish or a less common gender each leave few rows, which these find directly.
  await db.schema
    .createIndex('creator_search_country_idx')
    .on('creator_search')
    .column('country')
    .execute();
  await db.schema
    .createIndex('creator_search_gender_idx')
    .on('creator_search')
    .column('gender')
    .execute();
  await sql`create index creator_search_languages_idx on creator_search using gin (languages)`.execute(
    db,
  );
  await textSearchIndex(db);

  await db.schema
    .createTable('creator_search_networks')
    .addColumn('user_id', 'text', (col) =>
      col.notNull().references('creator_search.user_id').onDelete('cascade'),
    )
    .addColumn('network', 'text', (col) => col.notNull())
    // The largest account the creator has on this network, and the best er among them.
    .addColumn('followers', 'bigint', (col) => col.notNull())
    .addColumn('er', 'double precision')
    // Copies of the creator's columns: a network-scoped search never joins back.
    .addColumn('category_rank', 'smallint', (col) => col.notNull())
    .addColumn('country', 'text', (col) => col.notNull())
    .addColumn('gender', 'text')
    .addColumn('languages', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'::text[]`))
    .addPrimaryKeyConstraint('creator_search_networks_pkey', ['user_id', 'network'])
    .execute();

  // A network-scoped search walks (network, category) in its sort order; country and er ride
  // along so counting the matches reads the index, not the table.
  await sql`
    create index creator_search_networks_order_idx
    on creator_search_networks (network, category_rank, followers desc, user_id)
    include (country, er)
  `.execute(db);

  await db.schema
    .createTable('profile_views')
    .addColumn('brand_id', 'text', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    // YYYY-MM in UTC: views are counted per calendar month.
    .addColumn('period', 'text', (col) => col.notNull())
    .addColumn('creator_id', 'text', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('first_viewed_at', 'timestamptz', (col) => col.notNull())
    // In this order the key also answers "how many this brand used this month".
    .addPrimaryKeyConstraint('profile_views_pkey', ['brand_id', 'period', 'creator_id'])
    .execute();

  await backfill(db);
}

/**
 * "Contains" searches (`like '%garcia%'`) can use a trigram index. pg_trgm comes with PostgreSQL's
 * contrib and with PGlite (db/database.ts loads it); where it cannot be created (no contrib, no
 * CREATE privilege) the search still works, scanning the rows, so the migration goes on without
 * it. The exception block is a subtransaction: a failure here undoes only this step.
 */
async function textSearchIndex(db: Kysely<unknown>): Promise<void> {
  await sql`
    do $$
    begin
      create extension if not exists pg_trgm;
      create index creator_search_text_idx on creator_search using gin (search_text gin_trgm_ops);
    exception when others then
      raise notice 'pg_trgm unavailable (%): finder text search will scan', sqlerrm;
    end
    $$
  `.execute(db);
}

/**
 * Rows for the creators that existed before this migration. Written out here, not imported from
 * the application, so this migration never changes; thresholds as in docs/PRODUCT.md §3.
 */
async function backfill(db: Kysely<unknown>): Promise<void> {
  await sql`
    insert into creator_search
      (user_id, category_rank, category, max_followers, best_er, country, gender, languages,
       networks, search_text)
    select u.id,
      case when n.max_followers >= 10000000 then 1 when n.max_followers >= 1000000 then 2
           when n.max_followers >= 100000 then 3 when n.max_followers >= 10000 then 4
           when n.max_followers >= 1000 then 5 else 6 end,
      case when n.max_followers >= 10000000 then 'top-celebrity'
           when n.max_followers >= 1000000 then 'top-influencer-celebrity'
           when n.max_followers >= 100000 then 'macroinfluencer'
           when n.max_followers >= 10000 then 'microinfluencer'
           when n.max_followers >= 1000 then 'nanoinfluencer' else 'other' end,
      n.max_followers, n.best_er, u.country, u.meta_info->>'gender',
      array(select jsonb_array_elements_text(
        case when jsonb_typeof(u.meta_info->'languages') = 'array'
             then u.meta_info->'languages' else '[]'::jsonb end)),
      n.networks,
      lower(translate(concat_ws(' ', u.vanity_name, u.first_name, u.last_name, n.names),
        'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ',
        'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc'))
    from users u
    join (
      select un.user_id, max(un.followers) as max_followers,
        max(case when jsonb_typeof(m."values"->'er') = 'number'
                 then (m."values"->>'er')::double precision end) as best_er,
        array_agg(distinct un.network) as networks,
        string_agg(un.username || ' ' || un.name, ' ') as names
      from user_networks un
      left join network_metrics m on m.user_network = un.uuid
      group by un.user_id
    ) n on n.user_id = u.id
    where u.role = 'influencer'
  `.execute(db);
  await sql`
    insert into creator_search_networks
      (user_id, network, followers, er, category_rank, country, gender, languages)
    select un.user_id, un.network, max(un.followers),
      max(case when jsonb_typeof(m."values"->'er') = 'number'
               then (m."values"->>'er')::double precision end),
      s.category_rank, s.country, s.gender, s.languages
    from user_networks un
    join creator_search s on s.user_id = un.user_id
    left join network_metrics m on m.user_network = un.uuid
    group by un.user_id, un.network, s.category_rank, s.country, s.gender, s.languages
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('profile_views').execute();
  await db.schema.dropTable('creator_search_networks').execute();
  await db.schema.dropTable('creator_search').execute();
}
