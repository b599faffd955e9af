import { sql, type Kysely } from 'kysely';

/**
 * Issue 8, AI image studio: the images a creator generated. The file lives in the media folder
 * (`generated/<uuid>.png`); saving to the briefcase copies it into a piece of its own, so either
 * can be deleted without breaking the other. A deleted piece unlinks the image (set null), which
 * can then be saved again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('generated_images')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('prompt', 'text', (col) => col.notNull())
    // Catalogue values (src-shared/catalogs/ai-image.ts), checked by the API: a new model needs
    // no migration.
    .addColumn('model', 'integer', (col) => col.notNull())
    .addColumn('style', 'integer')
    .addColumn('path', 'text', (col) => col.notNull())
    .addColumn('width', 'integer', (col) => col.notNull().check(sql`width > 0`))
    .addColumn('height', 'integer', (col) => col.notNull().check(sql`height > 0`))
    .addColumn('bytes', 'integer', (col) => col.notNull().check(sql`bytes > 0`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('briefcase_item_id', 'text', (col) =>
      col.references('briefcase_items.id').onDelete('set null'),
    )
    .execute();
  // The studio's list: one creator's images, newest first.
  await db.schema
    .createIndex('generated_images_user_created_idx')
    .on('generated_images')
    .columns(['user_id', 'created_at desc'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('generated_images').execute();
}
