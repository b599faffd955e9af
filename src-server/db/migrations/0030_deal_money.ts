import { sql, type Kysely } from 'kysely';

const TYPES = sql`('credit_purchase', 'proposal_payment', 'payout', 'refund', 'trial', 'profile_view', 'platform_fee')`;
const STATUSES = sql`('pending', 'completed', 'failed', 'funded', 'paid', 'refunded', 'cancelled')`;
const NOTICE_KINDS = sql`('collaboration_started', 'draft_submitted', 'changes_requested', 'approved', 'rejected', 'published', 'measured', 'cancel_requested', 'cancel_declined', 'cancelled', 'due_date_changed', 'due_tomorrow', 'late', 'funding_reminder', 'funded', 'payout_email_needed', 'payout_paid', 'payout_failed', 'refunded')`;

/**
 * Issue 32: the deal's money. The platform's fee becomes part of the terms (basis points, fixed
 * when the proposal is sent; what exists gets today's default, 10 %). The brand funds a
 * collaboration once (a PayPal order, captured); the held money is split over the items as
 * shares, each released to the creator (a payout, tried again after a failure) or refunded to the
 * brand. Every amount in cents. The ledger learns the deal's states and the fee's own line, and
 * each line may say why it waits.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['proposals', 'collaborations']) {
    await db.schema
      .alterTable(table)
      .addColumn('platform_fee_bp', 'integer', (col) =>
        col
          .notNull()
          .defaultTo(1000)
          .check(sql`platform_fee_bp between 0 and 5000`),
      )
      .execute();
  }
  await db.schema
    .alterTable('collaborations')
    .addColumn('money_status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('unfunded')
        .check(
          sql`money_status in ('unfunded', 'funded', 'partly_released', 'released', 'paid', 'refunded', 'cancelled')`,
        ),
    )
    .addColumn('release_mode', 'text', (col) => col.check(sql`release_mode in ('all', 'per_item')`))
    .addColumn('funded_at', 'timestamptz')
    .execute();
  // Collaborations cancelled before this release moved no money.
  await sql`update collaborations set money_status = 'cancelled' where status = 'cancelled'`.execute(
    db,
  );

  await db.schema
    .createTable('deal_fundings')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('collaboration_id', 'text', (col) =>
      col.notNull().references('collaborations.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('idempotency_key', 'text', (col) => col.notNull())
    .addColumn('request_hash', 'text', (col) => col.notNull())
    .addColumn('order_id', 'text', (col) => col.unique())
    .addColumn('capture_id', 'text', (col) => col.unique())
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status in ('created', 'approved', 'captured', 'failed')`),
    )
    .addColumn('test_mode', 'boolean', (col) => col.notNull())
    .addColumn('approve_url', 'text')
    .addColumn('release_mode', 'text', (col) =>
      col.notNull().check(sql`release_mode in ('all', 'per_item')`),
    )
    .addColumn('price_cents', 'bigint', (col) => col.notNull().check(sql`price_cents > 0`))
    .addColumn('fee_cents', 'bigint', (col) => col.notNull().check(sql`fee_cents >= 0`))
    .addColumn('total_cents', 'bigint', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('captured_at', 'timestamptz')
    .addCheckConstraint('deal_fundings_total', sql`total_cents = price_cents + fee_cents`)
    .addUniqueConstraint('deal_fundings_user_key', ['user_id', 'idempotency_key'])
    .execute();
  // One funding in play per collaboration: a declined one may be followed by another.
  await db.schema
    .createIndex('deal_fundings_live_key')
    .on('deal_fundings')
    .column('collaboration_id')
    .unique()
    .where(sql.ref('status'), '<>', 'failed')
    .execute();

  await db.schema
    .createTable('deal_refunds')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('collaboration_id', 'text', (col) =>
      col.notNull().references('collaborations.id').onDelete('cascade'),
    )
    .addColumn('amount_cents', 'bigint', (col) => col.notNull().check(sql`amount_cents > 0`))
    .addColumn('fee_cents', 'bigint', (col) => col.notNull().check(sql`fee_cents >= 0`))
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status in ('to_send', 'sent', 'completed', 'failed')`),
    )
    .addColumn('refund_id', 'text', (col) => col.unique())
    .addColumn('reason', 'text')
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('settled_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('deal_payouts')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('collaboration_id', 'text', (col) =>
      col.notNull().references('collaborations.id').onDelete('cascade'),
    )
    .addColumn('creator_id', 'text', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('amount_cents', 'bigint', (col) => col.notNull().check(sql`amount_cents > 0`))
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .check(sql`status in ('waiting_email', 'to_send', 'sent', 'paid', 'unclaimed', 'failed')`),
    )
    .addColumn('attempt', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('reason', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('settled_at', 'timestamptz')
    .execute();

  // Each try at PayPal of a payout; its id is PayPal's sender_batch_id, never reused.
  await db.schema
    .createTable('deal_payout_attempts')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('payout_id', 'text', (col) =>
      col.notNull().references('deal_payouts.id').onDelete('cascade'),
    )
    .addColumn('attempt', 'integer', (col) => col.notNull())
    .addColumn('receiver_email', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status in ('to_send', 'sent', 'paid', 'unclaimed', 'failed')`),
    )
    .addColumn('batch_id', 'text', (col) => col.unique())
    .addColumn('payout_item_id', 'text')
    .addColumn('transaction_id', 'text')
    .addColumn('provider_status', 'text')
    .addColumn('error_name', 'text')
    .addColumn('reason', 'text')
    .addColumn('checks', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('settled_at', 'timestamptz')
    .addUniqueConstraint('deal_payout_attempts_number_key', ['payout_id', 'attempt'])
    .execute();
  // At most one attempt alive per payout: a retry only follows a failure.
  await db.schema
    .createIndex('deal_payout_attempts_live_key')
    .on('deal_payout_attempts')
    .column('payout_id')
    .unique()
    .where(sql.ref('status'), '<>', 'failed')
    .execute();
  await db.schema
    .createIndex('deal_payout_attempts_due_idx')
    .on('deal_payout_attempts')
    .column('next_attempt_at')
    .where(sql.ref('status'), 'in', sql`('to_send', 'sent', 'unclaimed')`)
    .execute();
  await db.schema
    .createIndex('deal_refunds_due_idx')
    .on('deal_refunds')
    .column('next_attempt_at')
    .where(sql.ref('status'), 'in', sql`('to_send', 'sent')`)
    .execute();

  // What each item is worth of the held money, and where it went.
  await db.schema
    .createTable('deal_shares')
    .addColumn('item_id', 'text', (col) =>
      col.primaryKey().references('collaboration_items.id').onDelete('cascade'),
    )
    .addColumn('collaboration_id', 'text', (col) =>
      col.notNull().references('collaborations.id').onDelete('cascade'),
    )
    .addColumn('price_cents', 'bigint', (col) => col.notNull().check(sql`price_cents >= 0`))
    .addColumn('fee_cents', 'bigint', (col) => col.notNull().check(sql`fee_cents >= 0`))
    .addColumn('state', 'text', (col) =>
      col.notNull().check(sql`state in ('held', 'released', 'refunded')`),
    )
    .addColumn('payout_id', 'text', (col) => col.references('deal_payouts.id'))
    .addColumn('refund_id', 'text', (col) => col.references('deal_refunds.id'))
    .addCheckConstraint(
      'deal_shares_destination',
      sql`(state = 'held' and payout_id is null and refund_id is null)
        or (state = 'released' and payout_id is not null and refund_id is null)
        or (state = 'refunded' and refund_id is not null and payout_id is null)`,
    )
    .execute();
  await db.schema
    .createIndex('deal_shares_collaboration_idx')
    .on('deal_shares')
    .column('collaboration_id')
    .execute();

  await sql`alter table transactions drop constraint transactions_type_check`.execute(db);
  await sql`alter table transactions add constraint transactions_type_check check (type in ${TYPES})`.execute(
    db,
  );
  await sql`alter table transactions drop constraint transactions_status_check`.execute(db);
  await sql`alter table transactions add constraint transactions_status_check check (status in ${STATUSES})`.execute(
    db,
  );
  await db.schema
    .alterTable('transactions')
    .addColumn('deal_id', 'text', (col) => col.references('collaborations.id').onDelete('set null'))
    .addColumn('status_reason', 'text')
    .execute();
  await db.schema
    .createIndex('transactions_deal_idx')
    .on('transactions')
    .column('deal_id')
    .where(sql.ref('deal_id'), 'is not', null)
    .execute();
  // The accepted proposals' lines join their collaboration, and the brand owes the fee too.
  await sql`
    update transactions t set deal_id = c.id,
      status = case when c.status = 'cancelled' then 'cancelled' else t.status end,
      status_reason = case when c.status = 'cancelled' then 'Cancelada antes del pago'
        else 'Pendiente de pago por la marca' end
    from collaborations c
    where t.type = 'proposal_payment' and t.reference = c.proposal_id
  `.execute(db);
  await sql`
    insert into transactions (id, user_id, type, status, amount, credits, description, reference,
      created_at, updated_at, deal_id, status_reason)
    select gen_random_uuid()::text, c.brand_owner_id, 'platform_fee',
      case when c.status = 'cancelled' then 'cancelled' else 'pending' end,
      -floor((round(c.price * 100) * 1000 + 5000) / 10000) / 100.0, null,
      'Comisión de la plataforma (10 %)', c.proposal_id, c.created_at, c.created_at, c.id,
      case when c.status = 'cancelled' then 'Cancelada antes del pago'
        else 'Pendiente de pago por la marca' end
    from collaborations c
    on conflict (user_id, type, reference) do nothing
  `.execute(db);

  await sql`alter table notifications drop constraint if exists notifications_kind_check`.execute(
    db,
  );
  await sql`alter table notifications add constraint notifications_kind_check check (kind in ${NOTICE_KINDS})`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table notifications drop constraint if exists notifications_kind_check`.execute(
    db,
  );
  await sql`delete from transactions where type = 'platform_fee' or deal_id is not null and type <> 'proposal_payment'`.execute(
    db,
  );
  await db.schema
    .alterTable('transactions')
    .dropColumn('deal_id')
    .dropColumn('status_reason')
    .execute();
  await sql`update transactions set status = case when status in ('paid', 'funded', 'refunded') then 'completed' when status = 'cancelled' then 'failed' else status end`.execute(
    db,
  );
  await sql`alter table transactions drop constraint transactions_status_check`.execute(db);
  await sql`alter table transactions add constraint transactions_status_check check (status in ('pending', 'completed', 'failed'))`.execute(
    db,
  );
  await sql`alter table transactions drop constraint transactions_type_check`.execute(db);
  await sql`alter table transactions add constraint transactions_type_check check (type in ('credit_purchase', 'proposal_payment', 'payout', 'refund', 'trial', 'profile_view'))`.execute(
    db,
  );
  for (const table of [
    'deal_shares',
    'deal_payout_attempts',
    'deal_payouts',
    'deal_refunds',
    'deal_fundings',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema
    .alterTable('collaborations')
    .dropColumn('money_status')
    .dropColumn('release_mode')
    .dropColumn('funded_at')
    .execute();
  for (const table of ['proposals', 'collaborations']) {
    await db.schema.alterTable(table).dropColumn('platform_fee_bp').execute();
  }
}
