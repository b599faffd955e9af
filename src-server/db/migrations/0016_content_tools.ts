import { sql, type Kysely, type RawBuilder } from 'kysely';

/**
 * Issue 8, content tools: hashtag counts for the suggestions, the keywords brands track in the
 * monitor, and the Instagram stories creators keep as proof (docs/API.md, "Content tools").
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('hashtags')
    // Lowercase, accents kept, without '#': `méxico` and `mexico` are two tags, as on Instagram.
    .addColumn('tag', 'text', (col) => col.primaryKey())
    // Lowercase without accents: what a typed prefix is compared with.
    .addColumn('folded', 'text', (col) => col.notNull())
    .addColumn('uses', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`uses >= 0`),
    )
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  // text_pattern_ops compares bytes whatever the database's collation, so a prefix is one range
  // of this index on PostgreSQL with a linguistic collation as well as on PGlite's C.
  await sql`create index hashtags_folded_idx on hashtags (folded text_pattern_ops)`.execute(db);

  await db.schema
    .createTable('monitor_keywords')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('keyword', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('hashtag', 'word')`))
    // `Refresco Sol` and `refresco sol` are the same keyword: one row.
    .addColumn('folded', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('monitor_keywords_user_folded_key', ['user_id', 'folded'])
    .execute();

  await db.schema
    .createTable('instagram_stories')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    // Kept when the connection is removed: the stories are the creator's proof, not the link's.
    .addColumn('user_network', 'text', (col) =>
      col.references('user_networks.uuid').onDelete('set null'),
    )
    // Instagram's id of the story: read again, it is not downloaded twice.
    .addColumn('story_id', 'text', (col) => col.notNull())
    .addColumn('media_type', 'text', (col) =>
      col.notNull().check(sql`media_type in ('image', 'video')`),
    )
    // Paths inside the media folder (`stories/<uuid>.mp4`), never Instagram's expiring URLs.
    .addColumn('file_path', 'text', (col) => col.notNull())
    .addColumn('thumbnail_path', 'text')
    .addColumn('permalink', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('taken_at', 'timestamptz', (col) => col.notNull())
    .addColumn('fetched_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('instagram_stories_user_story_key', ['user_id', 'story_id'])
    .execute();
  await sql`create index instagram_stories_user_taken_idx on instagram_stories (user_id, taken_at desc, id)`.execute(
    db,
  );

  await captionSearchIndex(db);
  await backfillHashtags(db);
}

/**
 * The monitor matches words in captions folded like the finder's text (lowercase, accents mapped
 * to plain letters). The folded caption is a stored generated column, computed once per write:
 * folding on every read costs tens of microseconds a row (translate over multibyte text), seconds
 * over 100,000 posts. Regular expressions on it are answered from a trigram index; where pg_trgm
 * cannot be had the monitor still works by scanning the column, as the finder does (0010).
 */
async function captionSearchIndex(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table network_media add column caption_search text not null
    generated always as (lower(translate(caption,
      'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ',
      'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc'))) stored
  `.execute(db);
  await sql`
    do $$
    begin
      create extension if not exists pg_trgm;
      create index network_media_caption_search_idx on network_media
        using gin (caption_search gin_trgm_ops);
    exception when others then
      raise notice 'pg_trgm unavailable (%): the monitor will scan captions', sqlerrm;
    end
    $$
  `.execute(db);
}

// Written out here rather than imported, so this migration never changes with the application
// (src-shared/rules/hashtags.ts is the living copy).
const HASHTAG = /(?<![\p{L}\p{M}\p{N}_&])#([\p{L}\p{M}\p{N}_]+)/gu;
const BATCH = 1000;

function tagsOf(text: string): string[] {
  const tags = new Set<string>();
  for (const match of text.normalize('NFC').matchAll(HASHTAG)) {
    const body = match[1] ?? '';
    if (body.length > 50 || /^\p{N}+$/u.test(body)) continue;
    tags.add(body.toLocaleLowerCase('es-MX'));
  }
  return [...tags];
}

const fold = (tag: string) =>
  tag.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('es-MX').normalize('NFC');

/**
 * Counts the hashtags of what the marketplace already holds: stored posts, casting-call briefs
 * and proposal messages, each text counting a tag once. Read in pages, so a large table never
 * sits in memory whole.
 */
async function backfillHashtags(db: Kysely<unknown>): Promise<void> {
  const uses = new Map<string, number>();
  const add = (text: string) => {
    for (const tag of tagsOf(text)) uses.set(tag, (uses.get(tag) ?? 0) + 1);
  };
  // Each table is walked in the order of its primary key, so every page is one index range.
  for (const source of [
    { table: 'network_media', keys: ['user_network', 'media_id'], text: 'caption' },
    { table: 'casting_calls', keys: ['id'], text: 'brief' },
    { table: 'proposal_rounds', keys: ['id'], text: 'message' },
  ]) {
    const keys = sql.join(source.keys.map((key) => sql.ref(key)));
    let after: string[] | null = null;
    for (;;) {
      const from: RawBuilder<unknown> = after ? sql`(${keys}) > (${sql.join(after)})` : sql`true`;
      const { rows }: { rows: Record<string, string>[] } = await sql<Record<string, string>>`
        select ${keys}, ${sql.ref(source.text)} as text from ${sql.table(source.table)}
        where ${from} order by ${keys} limit ${BATCH}
      `.execute(db);
      for (const row of rows) add(row.text ?? '');
      const last: Record<string, string> | undefined = rows.at(-1);
      if (!last || rows.length < BATCH) break;
      after = source.keys.map((key) => last[key] ?? '');
    }
  }
  const entries = [...uses.entries()];
  for (let start = 0; start < entries.length; start += BATCH) {
    const values = entries
      .slice(start, start + BATCH)
      .map(([tag, count]) => sql`(${tag}, ${fold(tag)}, ${count})`);
    await sql`insert into hashtags (tag, folded, uses) values ${sql.join(values)}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists network_media_caption_search_idx`.execute(db);
  await db.schema.alterTable('network_media').dropColumn('caption_search').execute();
  await db.schema.dropTable('instagram_stories').execute();
  await db.schema.dropTable('monitor_keywords').execute();
  await db.schema.dropTable('hashtags').execute();
}
