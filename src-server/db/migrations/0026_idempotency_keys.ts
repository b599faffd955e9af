import { sql, type Kysely } from 'kysely';

/**
 * Issue 17: the answers of authenticated writes sent with an `Idempotency-Key` header
 * (http/idempotency/), so a desktop replaying a queued action after a lost answer gets the first
 * answer again instead of doing it twice. One row per account and key; rows older than 24 hours
 * no longer replay and are swept.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    // 1–255 printable ASCII characters, chosen by the client (the desktop sends a UUID).
    .addColumn('key', 'text', (col) => col.notNull())
    // What the key was first used for: the same key with another request is refused.
    .addColumn('method', 'text', (col) => col.notNull())
    .addColumn('path', 'text', (col) => col.notNull())
    // Hex SHA-256 of the request body's canonical JSON (idempotency-request.ts).
    .addColumn('body_hash', 'text', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull().check(sql`state in ('in_progress', 'done')`))
    // The stored answer, once the first request finished (`done`).
    .addColumn('status_code', 'integer')
    .addColumn('answer', 'jsonb')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pkey', ['user_id', 'key'])
    .execute();
  // The sweep of keys past their 24 hours.
  await db.schema
    .createIndex('idempotency_keys_created_idx')
    .on('idempotency_keys')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('idempotency_keys').execute();
}
