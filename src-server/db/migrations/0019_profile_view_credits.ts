import { sql, type Kysely } from 'kysely';

/**
 * Issue 14 follow-up: brands spend credits on profile views beyond their monthly allowance. The
 * ledger gets a `profile_view` line per credit spent, and each view remembers whether a credit
 * paid for it, so the allowance counts only the views it paid for (a later upgrade to the trial
 * is not eaten by views the brand already paid for with credits).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // The inline check of 0014 is named by PostgreSQL's rule: <table>_<column>_check.
  await sql`alter table transactions drop constraint transactions_type_check`.execute(db);
  await sql`
    alter table transactions add constraint transactions_type_check
    check (type in ('credit_purchase', 'proposal_payment', 'payout', 'refund', 'trial', 'profile_view'))
  `.execute(db);
  await db.schema
    .alterTable('profile_views')
    .addColumn('paid_with_credit', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('profile_views').dropColumn('paid_with_credit').execute();
  await sql`delete from transactions where type = 'profile_view'`.execute(db);
  await sql`alter table transactions drop constraint transactions_type_check`.execute(db);
  await sql`
    alter table transactions add constraint transactions_type_check
    check (type in ('credit_purchase', 'proposal_payment', 'payout', 'refund', 'trial'))
  `.execute(db);
}
