import { sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import { startHousekeeping, type Housekeeping } from './pglite-housekeeping';
import type { Database } from './schema';

let db: Kysely<Database> | undefined;
let housekeeping: Housekeeping | undefined;

afterEach(async () => {
  await housekeeping?.stop();
  await db?.destroy();
  housekeeping = undefined;
  db = undefined;
});

/** A busy table (2,000 rows written, then 1,000 of them changed) and a quiet one (10 rows). */
async function tablesWithHistory(): Promise<Kysely<Database>> {
  const opened = (await openDatabase({})).db;
  await sql`
    create table busy (id int primary key, note text);
    create table quiet (id int primary key, note text);
    analyze quiet;
  `.execute(opened);
  await sql`insert into busy select g, 'x' from generate_series(1, 2000) g`.execute(opened);
  await sql`update busy set note = 'y' where id <= 1000`.execute(opened);
  await sql`insert into quiet select g, 'x' from generate_series(1, 10) g`.execute(opened);
  // Postgres hands a backend's counts to the statistics at most once a second unless asked.
  await sql`select pg_stat_force_next_flush()`.execute(opened);
  await sql`select 1`.execute(opened);
  return opened;
}

async function statsOf(opened: Kysely<Database>, table: string) {
  const { rows } = await sql<{ vacuumed: boolean; analyzed: boolean; dead: number }>`
    select last_vacuum is not null as vacuumed, last_analyze is not null as analyzed,
      n_dead_tup::int as dead
    from pg_stat_user_tables where relname = ${table}
  `.execute(opened);
  return rows[0];
}

describe('startHousekeeping (PGlite has no autovacuum)', () => {
  it('vacuums and analyzes the tables that changed a lot, and leaves the others alone', async () => {
    db = await tablesWithHistory();
    expect(await statsOf(db, 'busy')).toMatchObject({ vacuumed: false, dead: 1000 });
    housekeeping = startHousekeeping(db, { idle: () => true });

    expect(await housekeeping.runOnce()).toEqual(['busy']);

    await sql`select pg_stat_force_next_flush()`.execute(db);
    expect(await statsOf(db, 'busy')).toEqual({ vacuumed: true, analyzed: true, dead: 0 });
    expect(await statsOf(db, 'quiet')).toMatchObject({ vacuumed: false });
    // Done: the next round finds nothing to do.
    expect(await housekeeping.runOnce()).toEqual([]);
  });

  it('does nothing while requests are being answered', async () => {
    db = await tablesWithHistory();
    housekeeping = startHousekeeping(db, { idle: () => false });

    expect(await housekeeping.runOnce()).toEqual([]);
    expect(await statsOf(db, 'busy')).toMatchObject({ vacuumed: false, dead: 1000 });
  });

  it('runs on its own every interval while idle, and not after stop', async () => {
    db = await tablesWithHistory();
    let rounds = 0;
    housekeeping = startHousekeeping(db, {
      idle: () => {
        rounds += 1;
        return true;
      },
      everyMs: 20,
    });
    await expect
      .poll(async () => (await statsOf(db as Kysely<Database>, 'busy'))?.vacuumed)
      .toBe(true);
    await housekeeping.stop();
    const after = rounds;
    await new Promise((done) => setTimeout(done, 100));
    expect(rounds).toBe(after);
  });
});
