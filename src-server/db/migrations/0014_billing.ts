import { sql, type Kysely } from 'kysely';

/**
 * The ledger, payment orders and payout addresses (issue 6). Every credit purchase, proposal
 * payment and trial is one `transactions` row; retries are folded by the caller's idempotency key
 * (unique per account), and the marketplace's own events by their reference (one row per account,
 * type and reference), so neither a retried request nor a repeated event is written twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('transactions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'text', (col) =>
      col
        .notNull()
        .check(sql`type in ('credit_purchase', 'proposal_payment', 'payout', 'refund', 'trial')`),
    )
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status in ('pending', 'completed', 'failed')`),
    )
    // USD; positive is money in, negative money out (src-shared/domain/billing.ts).
    .addColumn('amount', 'numeric(12, 2)', (col) => col.notNull())
    .addColumn('credits', 'integer')
    .addColumn('description', 'text', (col) => col.notNull())
    // The provider's order id or the marketplace's record (a proposal id).
    .addColumn('reference', 'text')
    .addColumn('idempotency_key', 'text')
    // SHA-256 of the request the key was first used with: the same key with another body is a 409.
    .addColumn('request_hash', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    // Nulls are distinct in both constraints: rows without a key or a reference never collide.
    .addUniqueConstraint('transactions_user_idempotency_key', ['user_id', 'idempotency_key'])
    .addUniqueConstraint('transactions_user_type_reference_key', ['user_id', 'type', 'reference'])
    .execute();

  // The ledger is read per account, newest first.
  await db.schema
    .createIndex('transactions_user_created_idx')
    .on('transactions')
    .columns(['user_id', 'created_at', 'id'])
    .execute();

  await db.schema
    .createTable('payment_orders')
    // The provider's order id (PayPal's, or the test mode's `TEST-…`).
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('package', 'text', (col) => col.notNull())
    // Copied from the catalogue when ordered, so a later price change never alters what was paid.
    .addColumn('credits', 'integer', (col) => col.notNull().check(sql`credits > 0`))
    .addColumn('amount', 'numeric(12, 2)', (col) => col.notNull().check(sql`amount > 0`))
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status in ('created', 'approved', 'captured', 'failed')`),
    )
    .addColumn('test_mode', 'boolean', (col) => col.notNull())
    // Where the buyer approves it; kept so a retried purchase answers the same link.
    .addColumn('approve_url', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('captured_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('payout_accounts')
    .addColumn('user_id', 'text', (col) =>
      col.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('paypal_email', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('payout_accounts').execute();
  await db.schema.dropTable('payment_orders').execute();
  await db.schema.dropTable('transactions').execute();
}
