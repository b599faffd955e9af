import { sql, type Kysely } from 'kysely';

/**
 * Each account's plan and credit balance (docs/PRODUCT.md §7 premium, trial and extra credits). No
 * row means the free plan with no credits; the trial can be applied for once, so its use is
 * remembered even after it ends.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('account_plans')
    .addColumn('user_id', 'text', (col) =>
      col.primaryKey().references('users.id').onDelete('cascade'),
    )
    // 'free', 'trial' or 'premium'.
    .addColumn('plan', 'text', (col) => col.notNull().defaultTo('free'))
    .addColumn('started_at', 'timestamptz')
    .addColumn('ends_at', 'timestamptz')
    .addColumn('trial_used_at', 'timestamptz')
    .addColumn('credits', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`credits >= 0`),
    )
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('account_plans').execute();
}
