import { sql, type Kysely } from 'kysely';

/**
 * docs/PRODUCT.md §3: YouTube counts subscribers, every other network followers (written out, see
 * 0016).
 */
const followerKey = sql.raw(
  `(case when n.network = 'youtube' then 'subscribers_count' else 'followers_count' end)`,
);

/**
 * Issue 13: every reading of a connection is kept (network_metrics only holds the latest), so
 * the dashboard can draw followers over time; and the state of a verified connection's grant:
 * when its refresh token ends, and whether the network refused it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('network_readings')
    // Breaks ties between readings of the same instant, so history pages never overlap.
    .addColumn('id', 'bigint', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_network', 'text', (col) =>
      col.notNull().references('user_networks.uuid').onDelete('cascade'),
    )
    .addColumn('read_at', 'timestamptz', (col) => col.notNull())
    // 'manual' when typed by the creator, else the network whose API reported the figures.
    .addColumn('source', 'text', (col) => col.notNull())
    // The network's follower figure (subscribers on youtube), kept apart so a trend reads no jsonb.
    .addColumn('followers', 'bigint', (col) => col.notNull())
    .addColumn('values', 'jsonb', (col) => col.notNull())
    .execute();
  // One connection's readings in time order (trend window, latest, history pages) are one range.
  await db.schema
    .createIndex('network_readings_network_read_idx')
    .on('network_readings')
    .columns(['user_network', 'read_at', 'id'])
    .execute();

  // What was shown until now becomes the first reading of each connection.
  await sql`
    insert into network_readings (user_network, read_at, source, followers, "values")
    select m.user_network, m.read_at, m.source,
      coalesce(
        case when jsonb_typeof(m."values"->${followerKey}) = 'number'
          then round((m."values"->>${followerKey})::numeric)::bigint end,
        n.followers),
      m."values"
    from network_metrics m
    join user_networks n on n.uuid = m.user_network
    order by m.read_at
  `.execute(db);

  await db.schema
    .alterTable('network_credentials')
    // When the refresh token ends, where the network says so (TikTok, Pinterest, LinkedIn).
    .addColumn('refresh_expires_at', 'timestamptz')
    // The network refused the grant: the creator must connect again; the reason is Spanish text.
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('revoked_reason', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('network_credentials')
    .dropColumn('refresh_expires_at')
    .dropColumn('revoked_at')
    .dropColumn('revoked_reason')
    .execute();
  await db.schema.dropTable('network_readings').execute();
}
