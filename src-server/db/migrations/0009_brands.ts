import { sql, type Kysely } from 'kysely';

/**
 * The brand side's own data and the creator's rate card (docs/PRODUCT.md §10):
 * a brand account's company (one per account), the brands it runs campaigns for, and a creator's
 * prices and interests, which the public weaver endpoints and the finder read.
 * Ids are text holding crypto.randomUUID(), like every other id, so they can reference users.id.
 * Network and content-type names are not checked here: the shared schemas check them on the way
 * in, and a shipped migration must not change when those lists grow.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('companies')
    .addColumn('user_id', 'text', (col) =>
      col.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('legal_name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('tax_id', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('country', 'text', (col) => col.notNull())
    .addColumn('website', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('industry', 'text', (col) => col.notNull())
    .addColumn('size', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('brands')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('owner_id', 'text', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (col) => col.notNull())
    // A path inside the media folder (`logos/<uuid>.png`), never a URL with a host in it.
    .addColumn('logo', 'text')
    .addColumn('industry', 'text', (col) => col.notNull())
    .addColumn('website', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  // Every read is "this owner's brands, newest first".
  await db.schema
    .createIndex('brands_owner_id_idx')
    .on('brands')
    .columns(['owner_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('creator_prices')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('network', 'text', (col) => col.notNull())
    .addColumn('content_type', 'text', (col) => col.notNull())
    // Cents exactly: money is never a float in the database.
    .addColumn('price', 'numeric(12, 2)', (col) => col.notNull().check(sql`price > 0`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    // One price per line of the rate card; posting the same line again updates it.
    .addUniqueConstraint('creator_prices_line_key', ['user_id', 'network', 'content_type'])
    .execute();

  await db.schema
    .createTable('creator_interests')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('interest', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('creator_interests_user_interest_key', ['user_id', 'interest'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('creator_interests').execute();
  await db.schema.dropTable('creator_prices').execute();
  await db.schema.dropTable('brands').execute();
  await db.schema.dropTable('companies').execute();
}
