import { sql, type Kysely } from 'kysely';
import type { AppNotification, NotificationPage } from '../../src-shared/domain/collaboration';
import { addDays } from '../../src-shared/rules/collaboration-dates';
import { marketToday } from '../../src-shared/rules/market-calendar';
import type { Database } from '../db/schema';
import { creatorDisplayName } from './collaboration-serializer';

type Db = Kysely<Database>;

const OPEN_STATUSES = sql`('pending', 'draft_submitted', 'changes_requested', 'approved')`;

/** Issue 32: how long an accepted deal may wait for the brand's payment before a reminder. */
export const FUNDING_REMINDER_AFTER_MS = 3 * 86_400_000;

/**
 * The notices made from dates rather than moves — an open item due tomorrow, or past its due date,
 * a deal still unpaid after 3 days — written when the inbox is read, once per item and due date (the dedupe key), for both sides.
 * Reading is what any process answering the account does, so no scheduler is needed and two
 * processes cannot write one notice twice.
 */
async function writeDateNotices(db: Db, userId: string, now: Date): Promise<void> {
  const today = marketToday(now);
  const tomorrow = addDays(today, 1);
  await sql`
    insert into notifications (id, user_id, kind, collaboration_id, item_id, dedupe_key, created_at)
    select gen_random_uuid()::text, ${userId},
      case when i.due_date < ${today}::date then 'late' else 'due_tomorrow' end,
      i.collaboration_id, i.id,
      (case when i.due_date < ${today}::date then 'late:' else 'due_tomorrow:' end)
        || i.id || ':' || i.due_date::text,
      ${now}
    from collaboration_items i
    join collaborations c on c.id = i.collaboration_id
    where (c.brand_owner_id = ${userId}
        -- Issue 32: the creator is not pressed to work on a deal the brand has not paid.
        or (c.creator_id = ${userId} and c.funded_at is not null))
      and i.status in ${OPEN_STATUSES}
      and (i.due_date < ${today}::date or i.due_date = ${tomorrow}::date)
    on conflict (user_id, dedupe_key) where dedupe_key is not null do nothing
  `.execute(db);
  // Issue 32: a brand that has not paid a deal accepted 3 days ago is reminded, once.
  await sql`
    insert into notifications (id, user_id, kind, collaboration_id, item_id, dedupe_key, created_at)
    select gen_random_uuid()::text, ${userId}, 'funding_reminder', c.id, null,
      'funding_reminder:' || c.id, ${now}
    from collaborations c
    where c.brand_owner_id = ${userId} and c.funded_at is null and c.status = 'active'
      and c.created_at <= ${new Date(now.getTime() - FUNDING_REMINDER_AFTER_MS)}
    on conflict (user_id, dedupe_key) where dedupe_key is not null do nothing
  `.execute(db);
}

/** Issue 31: an account's inbox, newest first, with how many are unread. */
export async function notificationsOf(
  db: Db,
  userId: string,
  window: { offset: number; limit: number; page: number; size_page: number },
  now: Date,
): Promise<NotificationPage> {
  await writeDateNotices(db, userId, now);
  const [rows, counts] = await Promise.all([
    db
      .selectFrom('notifications as n')
      .innerJoin('collaborations as c', 'c.id', 'n.collaboration_id')
      .innerJoin('brands', 'brands.id', 'c.brand_id')
      .innerJoin('users', 'users.id', 'c.creator_id')
      .leftJoin('collaboration_items as i', 'i.id', 'n.item_id')
      .select([
        'n.id',
        'n.kind',
        'n.collaboration_id',
        'n.item_id',
        'n.note',
        'n.created_at',
        'n.read_at',
        'c.brand_owner_id',
        'brands.name as brand_name',
        'users.first_name',
        'users.last_name',
        'users.vanity_name',
        'i.network',
        'i.content_type',
        'i.number',
      ])
      .where('n.user_id', '=', userId)
      .orderBy('n.created_at', 'desc')
      .orderBy('n.id', 'desc')
      .offset(window.offset)
      .limit(window.limit)
      .execute(),
    db
      .selectFrom('notifications')
      .select([
        (eb) => eb.fn.countAll<number>().as('count'),
        (eb) => eb.fn.count<number>('id').filterWhere('read_at', 'is', null).as('unread'),
      ])
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  const results: AppNotification[] = rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    collaboration_id: row.collaboration_id,
    item_id: row.item_id,
    counterpart: row.brand_owner_id === userId ? creatorDisplayName(row) : row.brand_name,
    network: row.network,
    content_type: row.content_type,
    number: row.number,
    note: row.note,
    created_at: row.created_at.toISOString(),
    read_at: row.read_at ? row.read_at.toISOString() : null,
  }));
  return {
    results,
    count: Number(counts.count),
    unread: Number(counts.unread),
    page: window.page,
    size_page: window.size_page,
  };
}

/** Marks some of an account's notices read (others' ids are ignored), or all of them. */
export async function markNotificationsRead(
  db: Db,
  userId: string,
  which: { all: true } | { ids: string[] },
  now: Date,
): Promise<void> {
  let query = db
    .updateTable('notifications')
    .set({ read_at: now })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null);
  if ('ids' in which) query = query.where('id', 'in', which.ids);
  await query.execute();
}
