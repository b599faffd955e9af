import { sql, type Kysely } from 'kysely';

/**
 * Proposals between a brand and a creator, and every round of their negotiation
 * (docs/PRODUCT.md §10). The proposal row keeps the latest terms, so lists need no
 * join; the rounds keep the history for the timeline. Collaborations are the accepted ones.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('proposals')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('brand_id', 'text', (col) =>
      col.notNull().references('brands.id').onDelete('cascade'),
    )
    // Kept beside brand_id so "is this caller a party" is one comparison, even if the brand's
    // ownership were ever to move.
    .addColumn('brand_owner_id', 'text', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('creator_id', 'text', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status in ('sent', 'countered', 'accepted', 'declined')`),
    )
    // Whose move it is; null once the proposal is accepted or declined.
    .addColumn('turn', 'text', (col) => col.check(sql`turn in ('brand', 'creator')`))
    .addColumn('application_id', 'text', (col) =>
      col.references('casting_applications.id').onDelete('set null'),
    )
    .addColumn('deliverables', 'jsonb', (col) => col.notNull())
    .addColumn('price', 'numeric(12, 2)', (col) => col.notNull().check(sql`price > 0`))
    .addColumn('start_date', 'date', (col) => col.notNull())
    .addColumn('end_date', 'date', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('proposals_date_range', sql`start_date <= end_date`)
    .addCheckConstraint(
      'proposals_turn_open',
      sql`(status in ('accepted', 'declined')) = (turn is null)`,
    )
    .execute();

  // Each side lists its own, newest activity first.
  await db.schema
    .createIndex('proposals_brand_owner_id_idx')
    .on('proposals')
    .columns(['brand_owner_id', 'updated_at'])
    .execute();
  await db.schema
    .createIndex('proposals_creator_id_idx')
    .on('proposals')
    .columns(['creator_id', 'updated_at'])
    .execute();

  await db.schema
    .createTable('proposal_rounds')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('proposal_id', 'text', (col) =>
      col.notNull().references('proposals.id').onDelete('cascade'),
    )
    // 1 for the brand's first round, then one more per move: the timeline's order, even for two
    // rounds written in the same millisecond, and a second writer of the same step fails here.
    .addColumn('seq', 'integer', (col) => col.notNull())
    .addColumn('author', 'text', (col) => col.notNull().check(sql`author in ('brand', 'creator')`))
    .addColumn('action', 'text', (col) =>
      col.notNull().check(sql`action in ('sent', 'countered', 'accepted', 'declined')`),
    )
    .addColumn('deliverables', 'jsonb', (col) => col.notNull())
    .addColumn('price', 'numeric(12, 2)', (col) => col.notNull().check(sql`price > 0`))
    .addColumn('start_date', 'date', (col) => col.notNull())
    .addColumn('end_date', 'date', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('proposal_rounds_proposal_seq_key', ['proposal_id', 'seq'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('proposal_rounds').execute();
  await db.schema.dropTable('proposals').execute();
}
