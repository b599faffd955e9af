import { Kysely, PostgresDialect, type Dialect } from 'kysely';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { Database } from './schema';

export interface DatabaseLocation {
  /** PostgreSQL connection string; wins over dataDir. */
  databaseUrl?: string;
  /** PGlite data folder; in-memory PGlite when neither is given. */
  dataDir?: string;
}

export interface OpenDatabase {
  db: Kysely<Database>;
  /** Where the data lives, for logs: never contains a password. */
  description: string;
}

export async function openDatabase(location: DatabaseLocation): Promise<OpenDatabase> {
  if (location.databaseUrl) {
    return {
      db: new Kysely<Database>({ dialect: postgresDialect(location.databaseUrl) }),
      description: describePostgres(location.databaseUrl),
    };
  }
  // PGlite.create waits until the WASM engine is ready, so a bad folder fails here, not mid-request.
  // pg_trgm ships with PGlite; the finder's text search uses it as PostgreSQL does (migration 0010).
  const extensions = { pg_trgm };
  const engine = location.dataDir
    ? await PGlite.create(location.dataDir, { extensions })
    : await PGlite.create({ extensions });
  return {
    db: new Kysely<Database>({ dialect: new PGliteDialect(engine) }),
    description: location.dataDir ? `PGlite (${location.dataDir})` : 'PGlite (en memoria)',
  };
}

function postgresDialect(connectionString: string): Dialect {
  const pool = new pg.Pool({ connectionString });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  return new PostgresDialect({ pool });
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
