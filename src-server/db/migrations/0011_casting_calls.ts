import { sql, type Kysely } from 'kysely';

/**
 * Casting calls and the applications creators send to them (docs/PRODUCT.md
 * §10). Ids are text holding crypto.randomUUID(), like every other id. Networks, content types
 * and categories are jsonb lists checked by the shared schemas on the way in, so this shipped
 * migration never changes when those lists grow; statuses are checked here because the state
 * machine relies on them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('casting_calls')
    .addColumn('id', 'text', (col) => col.primaryKey())
    // Brands are never deleted on their own; when their account goes, its calls go with it.
    .addColumn('brand_id', 'text', (col) =>
      col.notNull().references('brands.id').onDelete('cascade'),
    )
    .addColumn('owner_id', 'text', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('brief', 'text', (col) => col.notNull())
    .addColumn('networks', 'jsonb', (col) => col.notNull())
    .addColumn('content_types', 'jsonb', (col) => col.notNull())
    // Cents exactly: money is never a float in the database.
    .addColumn('budget_min', 'numeric(12, 2)', (col) => col.notNull().check(sql`budget_min > 0`))
    .addColumn('budget_max', 'numeric(12, 2)', (col) => col.notNull())
    // Alpha-2; null means creators of any country.
    .addColumn('country', 'text')
    .addColumn('categories', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('deadline', 'date', (col) => col.notNull())
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('draft')
        .check(sql`status in ('draft', 'open', 'closed')`),
    )
    .addColumn('published_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('casting_calls_budget_range', sql`budget_min <= budget_max`)
    .execute();

  // A brand lists its own calls, newest first.
  await db.schema
    .createIndex('casting_calls_owner_id_idx')
    .on('casting_calls')
    .columns(['owner_id', 'created_at'])
    .execute();
  // Creators list open calls by deadline.
  await db.schema
    .createIndex('casting_calls_status_deadline_idx')
    .on('casting_calls')
    .columns(['status', 'deadline'])
    .execute();

  await db.schema
    .createTable('casting_applications')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('casting_call_id', 'text', (col) =>
      col.notNull().references('casting_calls.id').onDelete('cascade'),
    )
    .addColumn('creator_id', 'text', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('price', 'numeric(12, 2)', (col) => col.notNull().check(sql`price > 0`))
    .addColumn('message', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('applied')
        .check(sql`status in ('applied', 'shortlisted', 'accepted', 'declined')`),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    // One application per creator and call; two at once lose the race here, not in code.
    .addUniqueConstraint('casting_applications_call_creator_key', ['casting_call_id', 'creator_id'])
    .execute();

  // "My applications", newest first.
  await db.schema
    .createIndex('casting_applications_creator_id_idx')
    .on('casting_applications')
    .columns(['creator_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('casting_applications').execute();
  await db.schema.dropTable('casting_calls').execute();
}
