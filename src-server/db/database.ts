import { Kysely, PostgresDialect, type PostgresPool } from 'kysely';
import pg from 'pg';
import { attachSessionCache, SessionCache } from '../auth/session-cache';
import { openPglite, type PgliteEngine } from './pglite-engine';
import { pgTypes } from './pg-types';
import { withPreparedStatements } from './prepared-statements';
import { listenForSessionChanges } from './session-notifications';
import { watchSessionWrites } from './session-write-watch';
import type { Database } from './schema';

export interface DatabaseLocation {
  /** PostgreSQL connection string; wins over dataDir. */
  databaseUrl?: string;
  /** PGlite data folder; in-memory PGlite when neither is given. */
  dataDir?: string;
  /** A migrated PGlite data folder (gzipped tarball) a new dataDir starts from; see data-template.ts. */
  dataTemplate?: string;
}

export interface OpenDatabase {
  db: Kysely<Database>;
  /** Where the data lives, for logs: never contains a password. */
  description: string;
}

/**
 * Both engines go through node-postgres and Kysely's PostgresDialect: PGlite 0.5 speaks the wire
 * protocol to `pg` in process, so rows come back with the same types whichever engine answers.
 */
export async function openDatabase(location: DatabaseLocation): Promise<OpenDatabase> {
  if (location.databaseUrl) {
    const sessions = new SessionCache({ sharedDatabase: true });
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: postgresPool(location.databaseUrl, sessions) }),
    });
    attachSessionCache(db, sessions);
    return { db, description: describePostgres(location.databaseUrl) };
  }
  const engine = await openPglite(location.dataDir, location.dataTemplate);
  // Only this process can open the folder (folder-lock.ts), so it sees every change to sessions.
  const sessions = new SessionCache({ sharedDatabase: false });
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: watchSessionWrites(pglitePool(engine), sessions) }),
  });
  attachSessionCache(db, sessions);
  return {
    db,
    description: location.dataDir ? `PGlite (${location.dataDir})` : 'PGlite (en memoria)',
  };
}

/**
 * One connection: PGlite is a single backend. pg does not own the engine, so ending the pool
 * closes it here (Kysely's destroy ends the pool) unless the caller keeps it (`keepEngine`).
 */
export function pglitePool(engine: PgliteEngine, keepEngine = false): PostgresPool {
  const pool = withPreparedStatements(new pg.Pool({ ...engine.pgConfig, types: pgTypes }));
  return {
    connect: () => pool.connect(),
    end: async () => {
      await pool.end();
      if (!keepEngine) await engine.close();
    },
  };
}

/**
 * Statements parsed once per connection, session writes watched, and one more connection that
 * listens for other processes' session changes (it ends with the pool).
 */
function postgresPool(connectionString: string, sessions: SessionCache): PostgresPool {
  const pool = new pg.Pool({ connectionString, types: pgTypes });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const listener = listenForSessionChanges(connectionString, sessions);
  const watched = watchSessionWrites(withPreparedStatements(pool), sessions);
  return {
    connect: () => watched.connect(),
    end: async () => {
      await listener.stop();
      await watched.end();
    },
  };
}

export function describePostgres(connectionString: string): string {
  try {
    const url = new URL(connectionString);
    const database = url.pathname.replace(/^\//, '') || '(default)';
    return `PostgreSQL (${url.hostname}${url.port ? `:${url.port}` : ''}/${database})`;
  } catch {
    return 'PostgreSQL';
  }
}
