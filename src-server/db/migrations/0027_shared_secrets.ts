import type { Kysely } from 'kysely';

/**
 * Issue 19: secrets every API process on one PostgreSQL must agree on, generated once by the
 * first process that needs one (secrets/shared-secrets.ts): the key of unsubscribe links when
 * UNSUBSCRIBE_SECRET is not set, so a link one process mailed is accepted by the others.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('shared_secrets')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(db.fn('now')))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('shared_secrets').execute();
}
