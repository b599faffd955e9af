import { randomUUID } from 'node:crypto';
import { Migrator, sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase } from '../../src-server/db/database';
import { migrations } from '../../src-server/db/migrations';
import type { Database } from '../../src-server/db/schema';
import { describeEngines, type DatabaseForTest } from './harness/engines';

/**
 * Migration 0017 on a database that already holds connections: each one's latest snapshot
 * becomes its first reading (YouTube's subscribers as its followers), and `down` undoes it all.
 */
describeEngines('Migration 0017_network_history', (engine) => {
  let database: DatabaseForTest;
  let db: Kysely<Database>;
  const migrator = () => new Migrator({ db, provider: { getMigrations: async () => migrations } });

  beforeAll(async () => {
    database = await engine.freshDatabase();
    ({ db } = await openDatabase(database.options));
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.dispose();
  });

  it('backfills a reading per snapshot and adds the grant columns, reversibly', async () => {
    expect((await migrator().migrateTo('0016_content_tools')).error).toBeUndefined();
    const userId = randomUUID();
    const now = new Date('2025-03-01T10:00:00.000Z');
    await sql`insert into users (id, email, role, created_at, updated_at)
      values (${userId}, ${`m-${userId}@example.com`}, 'influencer', ${now}, ${now})`.execute(db);
    const youtube = randomUUID();
    const instagram = randomUUID();
    const bare = randomUUID();
    for (const [uuid, network, followers] of [
      [youtube, 'youtube', 4000],
      [instagram, 'instagram', 900],
      [bare, 'tiktok', 50],
    ] as const) {
      await sql`insert into user_networks
        (uuid, user_id, network, username, followers, created_at, updated_at)
        values (${uuid}, ${userId}, ${network}, ${`u_${uuid.slice(0, 8)}`}, ${followers}, ${now}, ${now})`.execute(
        db,
      );
    }
    await sql`insert into network_metrics (user_network, "values", read_at, source) values
      (${youtube}, ${JSON.stringify({ subscribers_count: 4100, views_avg: 300 })}::jsonb, ${now}, 'youtube'),
      (${instagram}, ${JSON.stringify({ er: 2.5 })}::jsonb, ${now}, 'manual')`.execute(db);

    expect((await migrator().migrateToLatest()).error).toBeUndefined();
    const readings = await db
      .selectFrom('network_readings')
      .select(['user_network', 'read_at', 'source', 'followers', 'values'])
      .orderBy('user_network')
      .execute();
    const byNetwork = new Map(readings.map((row) => [row.user_network, row]));
    expect(readings).toHaveLength(2);
    expect(byNetwork.get(youtube)).toMatchObject({
      source: 'youtube',
      values: { subscribers_count: 4100, views_avg: 300 },
    });
    expect(Number(byNetwork.get(youtube)?.followers)).toBe(4100);
    expect(new Date(byNetwork.get(youtube)?.read_at ?? 0).toISOString()).toBe(now.toISOString());
    // A snapshot without the follower figure takes the connection's stored count.
    expect(Number(byNetwork.get(instagram)?.followers)).toBe(900);
    const credentialColumns = await sql<{ column_name: string }>`
      select column_name from information_schema.columns
      where table_name = 'network_credentials'
        and column_name in ('refresh_expires_at', 'revoked_at', 'revoked_reason')
      order by column_name`.execute(db);
    expect(credentialColumns.rows.map((row) => row.column_name)).toEqual([
      'refresh_expires_at',
      'revoked_at',
      'revoked_reason',
    ]);

    // Readings go with their connection.
    await db.deleteFrom('user_networks').where('uuid', '=', instagram).execute();
    expect(await db.selectFrom('network_readings').select('user_network').execute()).toEqual([
      { user_network: youtube },
    ]);

    expect((await migrator().migrateTo('0016_content_tools')).error).toBeUndefined();
    const left = await sql<{ name: string | null }>`
      select to_regclass('network_readings')::text as name`.execute(db);
    expect(left.rows[0]?.name ?? null).toBeNull();
  });
});
