import { type Kysely } from 'kysely';

/**
 * The latest figures of each connection (docs/PRODUCT.md §3 metrics) with when and where they were
 * read. One row per connection, replaced by every new reading; history is not needed to show them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('network_metrics')
    .addColumn('user_network', 'text', (col) =>
      col.primaryKey().references('user_networks.uuid').onDelete('cascade'),
    )
    // Only the names the source reported: a network that gives no views_avg leaves it out.
    .addColumn('values', 'jsonb', (col) => col.notNull())
    .addColumn('read_at', 'timestamptz', (col) => col.notNull())
    // 'manual' when typed by the creator, else the network whose API reported them.
    .addColumn('source', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('network_metrics').execute();
}
