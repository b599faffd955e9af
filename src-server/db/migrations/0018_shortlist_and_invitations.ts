import { sql, type Kysely } from 'kysely';

/**
 * Issue 14: a brand account's shortlist of creators, a brand's invitations of creators to its
 * casting calls, and the indexes the finder's column sorts walk (followers and er, each way, on
 * the creator's best figure or on one network's).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('brand_shortlist')
    .addColumn('brand_id', 'text', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('creator_id', 'text', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    // Saving twice is one row; the key also answers "is this creator on the brand's list".
    .addPrimaryKeyConstraint('brand_shortlist_pkey', ['brand_id', 'creator_id'])
    .execute();
  // The list reads newest saved first: one range of this index per page.
  await sql`
    create index brand_shortlist_brand_created_idx
    on brand_shortlist (brand_id, created_at desc, creator_id desc)
  `.execute(db);
  // A creator's rows, for the cascade when their account goes.
  await db.schema
    .createIndex('brand_shortlist_creator_idx')
    .on('brand_shortlist')
    .column('creator_id')
    .execute();

  await db.schema
    .createTable('casting_invitations')
    .addColumn('casting_call_id', 'text', (col) =>
      col.notNull().references('casting_calls.id').onDelete('cascade'),
    )
    .addColumn('creator_id', 'text', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('invited_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('casting_invitations_pkey', ['casting_call_id', 'creator_id'])
    .execute();
  // The key serves "was this creator invited to these calls"; this, a creator's rows (the
  // cascade when their account goes).
  await db.schema
    .createIndex('casting_invitations_creator_idx')
    .on('casting_invitations')
    .columns(['creator_id', 'casting_call_id'])
    .execute();

  // Sorting every creator by a column: followers serve both ways (a backward scan), er needs one
  // index per direction because creators without an er stay last either way.
  await sql`
    create index creator_search_followers_idx on creator_search (max_followers desc, user_id)
  `.execute(db);
  await sql`
    create index creator_search_er_desc_idx on creator_search (best_er desc nulls last, user_id)
  `.execute(db);
  await sql`
    create index creator_search_er_asc_idx on creator_search (best_er asc nulls last, user_id)
  `.execute(db);
  // The same within one network.
  await sql`
    create index creator_search_networks_followers_idx
    on creator_search_networks (network, followers desc, user_id)
  `.execute(db);
  await sql`
    create index creator_search_networks_er_desc_idx
    on creator_search_networks (network, er desc nulls last, user_id)
  `.execute(db);
  await sql`
    create index creator_search_networks_er_asc_idx
    on creator_search_networks (network, er asc nulls last, user_id)
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of [
    'creator_search_networks_er_asc_idx',
    'creator_search_networks_er_desc_idx',
    'creator_search_networks_followers_idx',
    'creator_search_er_asc_idx',
    'creator_search_er_desc_idx',
    'creator_search_followers_idx',
  ]) {
    await db.schema.dropIndex(index).execute();
  }
  await db.schema.dropTable('casting_invitations').execute();
  await db.schema.dropTable('brand_shortlist').execute();
}
