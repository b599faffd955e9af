import { sql, type Kysely } from 'kysely';

/**
 * Issue 6, creator and account side: the briefcase (portfolio pieces), single-use password-reset
 * tokens, addresses that asked for no more mail, and the creator's work settings. One migration
 * for all four because they shipped together; billing has its own (0014).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('briefcase_items')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('media_type', 'text', (col) =>
      col.notNull().check(sql`media_type in ('image', 'video')`),
    )
    // Paths inside the media folder (`briefcase/<uuid>.jpg`), never URLs with a host in them.
    .addColumn('file_path', 'text', (col) => col.notNull())
    .addColumn('thumbnail_path', 'text')
    .addColumn('profile_url', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('title', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('position', 'integer', (col) => col.notNull())
    // At most 50 MB: an integer is plenty and reads back as a number on both engines.
    .addColumn('size_bytes', 'integer', (col) => col.notNull().check(sql`size_bytes > 0`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    // The grid's order; also a second writer of the same slot fails here rather than tying.
    .addUniqueConstraint('briefcase_items_user_position_key', ['user_id', 'position'])
    .execute();

  await db.schema
    .createTable('password_reset_tokens')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    // SHA-256 of the token, like session tokens: a leaked table cannot be replayed.
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('password_reset_tokens_user_id_idx')
    .on('password_reset_tokens')
    .column('user_id')
    .execute();

  // By address, not by account: the unsubscribe link works for anyone mailed, signed up or not.
  await db.schema
    .createTable('email_unsubscribes')
    .addColumn('email', 'text', (col) => col.primaryKey())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('influencer_settings')
    .addColumn('user_id', 'text', (col) =>
      col.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('open_to_offers', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('minimum_budget', 'numeric(12, 2)', (col) =>
      col.check(sql`minimum_budget is null or minimum_budget > 0`),
    )
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('influencer_settings').execute();
  await db.schema.dropTable('email_unsubscribes').execute();
  await db.schema.dropTable('password_reset_tokens').execute();
  await db.schema.dropTable('briefcase_items').execute();
}
