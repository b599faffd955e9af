import { sql, type Kysely } from 'kysely';
import type { Database } from './schema';

/**
 * What PostgreSQL's autovacuum does on a server and PGlite never does (one process, no background
 * workers): vacuum the tables whose rows changed a lot, so their dead rows are reused and their
 * pages marked all-visible (the finder's counts read its indexes alone only on such pages), and
 * analyze them, so the planner knows how many rows each filter leaves. Without it a desktop's
 * database keeps the statistics of the empty template it started from for good.
 *
 * PGlite runs one statement at a time, so a vacuum holds every request back while it runs (well
 * under a second for the finder's table at 100,000 creators): it only runs once the API has been
 * idle for a while, one table at a time, and stops between tables as soon as a request comes in.
 */
export interface Housekeeping {
  /** One round now (tests; the timer calls it every `everyMs`). */
  runOnce(): Promise<string[]>;
  /** Stops the timer and waits for a round in progress. */
  stop(): Promise<void>;
}

export interface HousekeepingOptions {
  /** Whether the API is idle: no request in flight and none for a while. */
  idle: () => boolean;
  everyMs?: number;
}

const EVERY_MS = 5 * 60_000;

/** Autovacuum's default thresholds: a base number of rows plus a share of the table. */
const VACUUM_BASE = 50;
const VACUUM_SHARE = 0.2;
const INSERT_VACUUM_BASE = 1000;
const INSERT_VACUUM_SHARE = 0.2;
const ANALYZE_BASE = 50;
const ANALYZE_SHARE = 0.1;

interface TableWork {
  table: string;
  vacuum: boolean;
}

/** The tables past autovacuum's thresholds, from the statistics Postgres keeps per table. */
async function tablesDue(db: Kysely<Database>): Promise<TableWork[]> {
  const { rows } = await sql<{ relname: string; vacuum: boolean; analyze: boolean }>`
    select s.relname,
      s.n_dead_tup > ${VACUUM_BASE} + ${VACUUM_SHARE} * greatest(c.reltuples, 0)
        or s.n_ins_since_vacuum > ${INSERT_VACUUM_BASE} + ${INSERT_VACUUM_SHARE} * greatest(c.reltuples, 0)
        as vacuum,
      s.n_mod_since_analyze > ${ANALYZE_BASE} + ${ANALYZE_SHARE} * greatest(c.reltuples, 0) as analyze
    from pg_stat_user_tables s join pg_class c on c.oid = s.relid
    where s.schemaname = 'public'
    order by s.n_dead_tup + s.n_mod_since_analyze desc
  `.execute(db);
  return rows
    .filter((row) => row.vacuum || row.analyze)
    .map((row) => ({ table: row.relname, vacuum: row.vacuum }));
}

export function startHousekeeping(
  db: Kysely<Database>,
  options: HousekeepingOptions,
): Housekeeping {
  let round: Promise<string[]> | null = null;
  let stopped = false;

  async function run(): Promise<string[]> {
    const done: string[] = [];
    for (const { table, vacuum } of await tablesDue(db)) {
      if (stopped || !options.idle()) break;
      await (
        vacuum ? sql`vacuum (analyze) ${sql.table(table)}` : sql`analyze ${sql.table(table)}`
      ).execute(db);
      done.push(table);
    }
    return done;
  }

  const runOnce = () => {
    round ??= run().finally(() => {
      round = null;
    });
    return round;
  };
  const timer = setInterval(() => {
    // A failed round (the database closing under it) is simply tried again next time.
    if (options.idle()) runOnce().catch(() => undefined);
  }, options.everyMs ?? EVERY_MS);
  // Housekeeping never keeps the process alive.
  timer.unref();

  return {
    runOnce,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await round?.catch(() => undefined);
    },
  };
}
