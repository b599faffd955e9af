import type { Kysely } from 'kysely';

/**
 * Issue 19: the request counters of rate-limited routes, shared by every API process on one
 * PostgreSQL (http/postgres-rate-limit-store.ts). One row per route and client; a row whose
 * window has ended is reused by the next request or swept.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limit_counters')
    // The route (method and URL) and the client's key (its IP).
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('count', 'integer', (col) => col.notNull())
    .addColumn('reset_at', 'timestamptz', (col) => col.notNull())
    .execute();
  // The sweep of ended windows.
  await db.schema
    .createIndex('rate_limit_counters_reset_idx')
    .on('rate_limit_counters')
    .column('reset_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limit_counters').execute();
}
