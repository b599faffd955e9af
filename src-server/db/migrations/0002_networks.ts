import { sql, type Kysely } from 'kysely';

/**
 * The social-network connections a user lists (docs/PRODUCT.md §3 "Connection"). The network
 * names are the spec's eleven, written out here rather than imported: a shipped migration must
 * not change when the code's list does; a new network means a new migration.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('user_networks')
    // crypto.randomUUID(), created by the application like every other id.
    .addColumn('uuid', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('network', 'text', (col) =>
      col
        .notNull()
        .check(
          sql`network in ('facebook', 'instagram', 'linkedin', 'twitch', 'twitter', 'youtube', 'tiktok', 'spotify', 'pinterest', 'blog', 'snapchat')`,
        ),
    )
    .addColumn('username', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull().defaultTo(''))
    // bigint so no count outgrows the column (int4 ends near 2.1 billion); read back as a
    // number (db/pg-types.ts).
    .addColumn('followers', 'bigint', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`followers >= 0`),
    )
    .addColumn('connected', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('is_channel', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  // Every read is "this user's networks in the order they were added".
  await db.schema
    .createIndex('user_networks_user_id_idx')
    .on('user_networks')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_networks').execute();
}
