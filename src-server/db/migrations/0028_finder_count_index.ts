import { sql, type Kysely } from 'kysely';

/**
 * Counting a finder search without a network: each page tells the brand how many creators match,
 * and with filters on the creator's own columns (category, country, gender, language, followers,
 * er) that count read every candidate row of `creator_search`, ~320 bytes each with the search
 * text: 30–80 ms at 100,000 creators. This index holds just those columns, so the count reads it
 * alone (an index-only scan) and filters on the entries themselves: a category is a range of it
 * and its country and gender narrow that range; with neither, PostgreSQL 18 (PGlite) skips through
 * the six categories, and the country and gender indexes of migration 0010 serve older servers.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create index creator_search_filter_idx
    on creator_search (category_rank, country, gender)
    include (languages, max_followers, best_er)
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('creator_search_filter_idx').execute();
}
