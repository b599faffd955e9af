import { sql, type Kysely } from 'kysely';

/**
 * docs/PRODUCT.md §3's audience_age_gender (a distribution, so not one of the numeric metric
 * values) next to the snapshot, and the posts networks report (Instagram media first), kept so
 * brands can search what creators publish.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('network_metrics').addColumn('audience', 'jsonb').execute();
  await db.schema
    .createTable('network_media')
    .addColumn('user_network', 'text', (col) =>
      col.notNull().references('user_networks.uuid').onDelete('cascade'),
    )
    // The network's own id of the post: re-reading the same post updates it.
    .addColumn('media_id', 'text', (col) => col.notNull())
    .addColumn('media_type', 'text', (col) => col.notNull())
    .addColumn('caption', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('media_url', 'text')
    .addColumn('thumbnail_url', 'text')
    .addColumn('permalink', 'text', (col) => col.notNull())
    .addColumn('posted_at', 'timestamptz', (col) => col.notNull())
    .addColumn('like_count', 'integer')
    .addColumn('comment_count', 'integer')
    .addColumn('read_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('network_media_pk', ['user_network', 'media_id'])
    .execute();
  await db.schema
    .createIndex('network_media_posted_at')
    .on('network_media')
    .columns(['posted_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('network_media').execute();
  await db.schema.alterTable('network_metrics').dropColumn('audience').execute();
}
