import { sql, type Kysely } from 'kysely';

const ITEM_STATUSES = sql`('pending', 'draft_submitted', 'changes_requested', 'approved', 'published', 'measured', 'rejected', 'cancelled')`;
const SIDES = sql`('brand', 'creator')`;

/**
 * Issue 31: the work after "Aceptar". A collaboration per accepted proposal (made in the same
 * transaction as the acceptance, and here for proposals accepted before this release), one item
 * per unit of each deliverable, every draft version with its files, every move in a timeline,
 * the published post's figures per checkpoint with the job that reads them, and each account's
 * inbox. "Rondas de cambios incluidas" joins the negotiated terms (2 for what exists).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['proposals', 'proposal_rounds']) {
    await db.schema
      .alterTable(table)
      .addColumn('revision_rounds', 'integer', (col) =>
        col
          .notNull()
          .defaultTo(2)
          .check(sql`revision_rounds between 0 and 10`),
      )
      .execute();
  }

  await db.schema
    .createTable('collaborations')
    .addColumn('id', 'text', (col) => col.primaryKey())
    // One collaboration per proposal: a second acceptance path could never make two.
    .addColumn('proposal_id', 'text', (col) =>
      col.notNull().unique().references('proposals.id').onDelete('cascade'),
    )
    .addColumn('brand_id', 'text', (col) =>
      col.notNull().references('brands.id').onDelete('cascade'),
    )
    .addColumn('brand_owner_id', 'text', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('creator_id', 'text', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('price', 'numeric(12, 2)', (col) => col.notNull().check(sql`price > 0`))
    .addColumn('start_date', 'date', (col) => col.notNull())
    .addColumn('end_date', 'date', (col) => col.notNull())
    .addColumn('revision_rounds', 'integer', (col) =>
      col.notNull().check(sql`revision_rounds between 0 and 10`),
    )
    // Kept by every item move: active while an item is open, else completed or (all) cancelled.
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status in ('active', 'completed', 'cancelled')`),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .addCheckConstraint('collaborations_date_range', sql`start_date <= end_date`)
    .execute();
  await db.schema
    .createIndex('collaborations_creator_idx')
    .on('collaborations')
    .columns(['creator_id', 'updated_at', 'id'])
    .execute();
  await db.schema
    .createIndex('collaborations_brand_owner_idx')
    .on('collaborations')
    .columns(['brand_owner_id', 'updated_at', 'id'])
    .execute();

  await db.schema
    .createTable('collaboration_items')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('collaboration_id', 'text', (col) =>
      col.notNull().references('collaborations.id').onDelete('cascade'),
    )
    // The order items are shown in: deliverables in their order, then their numbers.
    .addColumn('seq', 'integer', (col) => col.notNull())
    .addColumn('network', 'text', (col) => col.notNull())
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('number', 'integer', (col) => col.notNull().check(sql`number >= 1`))
    .addColumn('due_date', 'date', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ${ITEM_STATUSES}`))
    .addColumn('revisions_used', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`revisions_used >= 0`),
    )
    .addColumn('cancel_requested_by', 'text', (col) =>
      col.check(sql`cancel_requested_by in ${SIDES}`),
    )
    .addColumn('cancel_reason', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('cancel_requested_at', 'timestamptz')
    .addColumn('post_url', 'text')
    .addColumn('post_id', 'text')
    .addColumn('published_at', 'timestamptz')
    // When the draft now waiting was handed in; null unless the status is draft_submitted.
    .addColumn('waiting_since', 'timestamptz')
    // Every move bumps it: an .ics entry's SEQUENCE, and the mark a queued action checks.
    .addColumn('revision', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .addUniqueConstraint('collaboration_items_seq_key', ['collaboration_id', 'seq'])
    .addCheckConstraint(
      'collaboration_items_waiting',
      sql`(status = 'draft_submitted') = (waiting_since is not null)`,
    )
    .execute();
  // The brand's review queue: its waiting drafts, oldest first, without reading the rest.
  await db.schema
    .createIndex('collaboration_items_waiting_idx')
    .on('collaboration_items')
    .columns(['waiting_since', 'id'])
    .where(sql.ref('status'), '=', 'draft_submitted')
    .execute();
  // Items by date for the calendar and the due/late notices.
  await db.schema
    .createIndex('collaboration_items_due_idx')
    .on('collaboration_items')
    .columns(['collaboration_id', 'due_date'])
    .execute();

  await db.schema
    .createTable('collaboration_versions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('item_id', 'text', (col) =>
      col.notNull().references('collaboration_items.id').onDelete('cascade'),
    )
    .addColumn('version', 'integer', (col) => col.notNull().check(sql`version >= 1`))
    .addColumn('caption', 'text', (col) => col.notNull())
    .addColumn('planned_publish_date', 'date')
    .addColumn('note', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addUniqueConstraint('collaboration_versions_item_version_key', ['item_id', 'version'])
    .execute();

  await db.schema
    .createTable('collaboration_media')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('owner_id', 'text', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    // Null while uploaded but not yet named by a draft; such files are swept after a day.
    .addColumn('version_id', 'text', (col) =>
      col.references('collaboration_versions.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('media_type', 'text', (col) =>
      col.notNull().check(sql`media_type in ('image', 'video')`),
    )
    .addColumn('file', 'text', (col) => col.notNull())
    .addColumn('thumbnail', 'text')
    .addColumn('file_name', 'text', (col) => col.notNull())
    .addColumn('size_bytes', 'bigint', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('collaboration_media_version_idx')
    .on('collaboration_media')
    .columns(['version_id', 'position'])
    .execute();
  await db.schema
    .createIndex('collaboration_media_unattached_idx')
    .on('collaboration_media')
    .columns(['owner_id', 'created_at'])
    .where(sql.ref('version_id'), 'is', null)
    .execute();

  await db.schema
    .createTable('collaboration_events')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('item_id', 'text', (col) =>
      col.notNull().references('collaboration_items.id').onDelete('cascade'),
    )
    // 1, 2, 3… per item: the timeline's order, and a second writer of one step fails here.
    .addColumn('seq', 'integer', (col) => col.notNull())
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('actor', 'text', (col) =>
      col.notNull().check(sql`actor in ('brand', 'creator', 'system')`),
    )
    .addColumn('actor_id', 'text', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text')
    .addColumn('note', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('version', 'integer')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addUniqueConstraint('collaboration_events_item_seq_key', ['item_id', 'seq'])
    .execute();

  await db.schema
    .createTable('collaboration_figures')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('item_id', 'text', (col) =>
      col.notNull().references('collaboration_items.id').onDelete('cascade'),
    )
    .addColumn('checkpoint', 'text', (col) =>
      col.notNull().check(sql`checkpoint in ('publication', 'day', 'week', 'manual')`),
    )
    // The network whose adapter read them, or 'manual' for figures the creator typed.
    .addColumn('source', 'text', (col) => col.notNull())
    .addColumn('views', 'bigint')
    .addColumn('likes', 'bigint')
    .addColumn('comments', 'bigint')
    .addColumn('shares', 'bigint')
    .addColumn('reach', 'bigint')
    .addColumn('read_at', 'timestamptz', (col) => col.notNull())
    .execute();
  // One reading per scheduled checkpoint, however many processes run the job.
  await db.schema
    .createIndex('collaboration_figures_checkpoint_key')
    .on('collaboration_figures')
    .columns(['item_id', 'checkpoint'])
    .unique()
    .where(sql.ref('checkpoint'), '<>', 'manual')
    .execute();
  await db.schema
    .createIndex('collaboration_figures_item_idx')
    .on('collaboration_figures')
    .columns(['item_id', 'read_at'])
    .execute();

  await db.schema
    .createTable('collaboration_figure_jobs')
    .addColumn('item_id', 'text', (col) =>
      col.notNull().references('collaboration_items.id').onDelete('cascade'),
    )
    .addColumn('checkpoint', 'text', (col) =>
      col.notNull().check(sql`checkpoint in ('publication', 'day', 'week')`),
    )
    .addColumn('due_at', 'timestamptz', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    // A failed read is tried again later, at most a few times; the last reason is shown.
    .addColumn('next_attempt_at', 'timestamptz', (col) => col.notNull())
    .addColumn('last_error', 'text')
    .addColumn('done_at', 'timestamptz')
    .addPrimaryKeyConstraint('collaboration_figure_jobs_pkey', ['item_id', 'checkpoint'])
    .execute();
  await db.schema
    .createIndex('collaboration_figure_jobs_due_idx')
    .on('collaboration_figure_jobs')
    .column('next_attempt_at')
    .where(sql.ref('done_at'), 'is', null)
    .execute();

  await db.schema
    .createTable('notifications')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('collaboration_id', 'text', (col) =>
      col.notNull().references('collaborations.id').onDelete('cascade'),
    )
    .addColumn('item_id', 'text', (col) =>
      col.references('collaboration_items.id').onDelete('cascade'),
    )
    .addColumn('note', 'text', (col) => col.notNull().defaultTo(''))
    // Notices made from a date (due tomorrow, late) are made once per item and date.
    .addColumn('dedupe_key', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('read_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('notifications_user_idx')
    .on('notifications')
    .columns(['user_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('notifications_dedupe_key')
    .on('notifications')
    .columns(['user_id', 'dedupe_key'])
    .unique()
    .where(sql.ref('dedupe_key'), 'is not', null)
    .execute();

  await db.schema
    .createTable('campaign_report_exports')
    .addColumn('code', 'text', (col) => col.primaryKey())
    .addColumn('collaboration_id', 'text', (col) =>
      col.notNull().references('collaborations.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('exported_at', 'timestamptz', (col) => col.notNull())
    .addColumn('registered_at', 'timestamptz', (col) => col.notNull())
    .addColumn('figures', 'jsonb', (col) => col.notNull())
    .addColumn('digest', 'text', (col) => col.notNull())
    .execute();

  await backfillAcceptedProposals(db);
}

/**
 * Proposals accepted before this release get their collaboration now, as an acceptance makes it
 * (collaborations/item-plan.ts): items from the accepted terms, numbered per network and content
 * type, each due on the end date, pending.
 */
async function backfillAcceptedProposals(db: Kysely<unknown>): Promise<void> {
  await sql`
    insert into collaborations (id, proposal_id, brand_id, brand_owner_id, creator_id, price,
      start_date, end_date, revision_rounds, status, created_at, updated_at)
    select gen_random_uuid()::text, p.id, p.brand_id, p.brand_owner_id, p.creator_id, p.price,
      p.start_date, p.end_date, p.revision_rounds, 'active', p.updated_at, p.updated_at
    from proposals p
    where p.status = 'accepted'
  `.execute(db);
  await sql`
    insert into collaboration_items (id, collaboration_id, seq, network, content_type, number,
      due_date, status, updated_at)
    select gen_random_uuid()::text, c.id,
      row_number() over (partition by c.id order by d.ordinality, n.number)::int,
      d.value->>'network', d.value->>'content_type',
      row_number() over (
        partition by c.id, d.value->>'network', d.value->>'content_type'
        order by d.ordinality, n.number
      )::int,
      c.end_date, 'pending', c.created_at
    from collaborations c
    join proposals p on p.id = c.proposal_id
    cross join lateral jsonb_array_elements(p.deliverables) with ordinality as d(value, ordinality)
    cross join lateral generate_series(1, (d.value->>'quantity')::int) as n(number)
  `.execute(db);
  await sql`
    insert into collaboration_events (id, item_id, seq, action, actor, to_status, created_at)
    select gen_random_uuid()::text, i.id, 1, 'created', 'system', 'pending', i.updated_at
    from collaboration_items i
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'campaign_report_exports',
    'notifications',
    'collaboration_figure_jobs',
    'collaboration_figures',
    'collaboration_events',
    'collaboration_media',
    'collaboration_versions',
    'collaboration_items',
    'collaborations',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  for (const table of ['proposal_rounds', 'proposals']) {
    await db.schema.alterTable(table).dropColumn('revision_rounds').execute();
  }
}
