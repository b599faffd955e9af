import type { PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * Postgres settings for a desktop database of a few hundred MB at most, used by one person: the
 * defaults (128 MB of shared buffers, 4 MB per sort) size a server. A page that is not in shared
 * buffers costs PGlite a read through its emulated file system (a system call and two copies per
 * 8 KB page): with 16 MB, a finder search's count at 100,000 creators read 2,000–4,000 pages that
 * way and took 3–4 times as long as with them in the pool. 32 MB holds the finder's table and
 * its search indexes at that size; the pool only becomes resident as it fills, so a desktop with
 * little data never pays for it.
 */
export const PGLITE_SETTINGS = [
  'shared_buffers=32MB',
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
