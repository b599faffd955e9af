import { sql, type Kysely } from 'kysely';

/**
 * Provider tokens of the connections made through an OAuth sign-in window, kept apart from
 * user_networks so no query that serialises a connection can pick them up by accident. One row
 * per connection; it goes with the connection.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('network_credentials')
    .addColumn('user_network', 'text', (col) =>
      col.primaryKey().references('user_networks.uuid').onDelete('cascade'),
    )
    // The provider's stable account id: logins can be renamed, this cannot.
    .addColumn('provider_user_id', 'text', (col) => col.notNull())
    .addColumn('access_token', 'text', (col) => col.notNull())
    .addColumn('refresh_token', 'text')
    .addColumn('expires_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('network_credentials').execute();
}
