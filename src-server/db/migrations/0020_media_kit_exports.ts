import type { Kysely } from 'kysely';

/**
 * Issue 15: one row per exported media kit, so anyone holding the kit can check it with its
 * code. The figures printed are kept as sent (the verify page shows them beside the live ones)
 * with the SHA-256 digest the core API took of their canonical form.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('media_kit_exports')
    // Chosen by the desktop (it may export offline): 10 characters of Crockford base 32.
    .addColumn('code', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    // When the kit was printed, which is before it is registered when it was exported offline.
    .addColumn('exported_at', 'timestamptz', (col) => col.notNull())
    .addColumn('registered_at', 'timestamptz', (col) => col.notNull())
    .addColumn('figures', 'jsonb', (col) => col.notNull())
    // Hex SHA-256 of canonicalKitFigures(figures) (src-shared/media-kit/kit-figures.ts).
    .addColumn('digest', 'text', (col) => col.notNull())
    .execute();
  // A creator's exports, for the cascade and the deletion of their account.
  await db.schema
    .createIndex('media_kit_exports_user_idx')
    .on('media_kit_exports')
    .column('user_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('media_kit_exports').execute();
}
