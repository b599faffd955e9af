import type { PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * Postgres settings for a desktop database of a few hundred MB at most, used by one person: the
 * defaults (128 MB of shared buffers, 4 MB per sort) size a server. Pages not in shared buffers
 * still come from the operating system's file cache, so reads stay fast with a small pool.
 */
export const PGLITE_SETTINGS = [
  'shared_buffers=16MB',
  'temp_buffers=4MB',
  'work_mem=4MB',
  'maintenance_work_mem=16MB',
  'wal_buffers=1MB',
];

/** The options every PGlite of this app opens with, whatever its folder. */
export function pgliteOptions(): PGliteOptions<{ pg_trgm: typeof pg_trgm }> {
  // pg_trgm ships with PGlite; the finder's text search uses it as PostgreSQL does (migration 0010).
  return { extensions: { pg_trgm }, postgresqlconf: PGLITE_SETTINGS };
}
