import { sql, type Kysely } from 'kysely';

/** Accounts: users and their bearer tokens. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (col) => col.primaryKey())
    // Stored lowercase by the application, so a plain unique constraint is case-insensitive.
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('password_hash', 'text')
    .addColumn('google_sub', 'text', (col) => col.unique())
    .addColumn('facebook_id', 'text', (col) => col.unique())
    .addColumn('role', 'text', (col) => col.check(sql`role in ('influencer', 'brand')`))
    .addColumn('first_name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('last_name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('profile_image', 'text')
    .addColumn('question_text', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('telephone', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('country', 'text', (col) => col.notNull().defaultTo('MX'))
    .addColumn('meta_info', 'jsonb', (col) =>
      col
        .notNull()
        .defaultTo(
          sql`'{"birthday":null,"languages":[],"gender":null,"scholarship":null,"ethnicity":[],"relationship":null,"pets":[],"children":[]}'::jsonb`,
        ),
    )
    .addColumn('vanity_name', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  // Vanity names are unique ignoring case (docs/PRODUCT.md §5.7).
  await db.schema
    .createIndex('users_vanity_name_lower_key')
    .on('users')
    .unique()
    .expression(sql`lower(vanity_name)`)
    .execute();

  await db.schema
    .createTable('auth_tokens')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('last_used_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .execute();

  await db.schema
    .createIndex('auth_tokens_user_id_idx')
    .on('auth_tokens')
    .column('user_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('auth_tokens').execute();
  await db.schema.dropTable('users').execute();
}
