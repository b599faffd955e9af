import { sql, type Kysely } from 'kysely';
import type { CalendarEntry } from '../../src-shared/domain/collaboration';
import type { ProposalSide } from '../../src-shared/domain/proposal';
import type { Database } from '../db/schema';
import { partyColumn } from './collaboration-reads';
import { creatorDisplayName } from './collaboration-serializer';

type Db = Kysely<Database>;

/** The UID of an item's date in calendars: stable, so a re-imported `.ics` updates the event. */
export function calendarUid(itemId: string, kind: CalendarEntry['kind']): string {
  return `${itemId}-${kind === 'due' ? 'entrega' : 'publicacion'}@marcacreadores.mx`;
}

/**
 * Issue 31: every due date and planned publishing date (the latest draft's) of a side's
 * collaborations between `from` and `to`, both included, by date. Cancelled and rejected items
 * keep their dates with their status, so a calendar that imported them can mark them off.
 */
export async function calendarOf(
  db: Db,
  party: { side: ProposalSide; userId: string },
  range: { from: string; to: string },
): Promise<CalendarEntry[]> {
  const rows = await db
    .selectFrom('collaboration_items as i')
    .innerJoin('collaborations as c', 'c.id', 'i.collaboration_id')
    .innerJoin('brands', 'brands.id', 'c.brand_id')
    .innerJoin('users', 'users.id', 'c.creator_id')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('collaboration_versions as v')
          .select('v.planned_publish_date')
          .whereRef('v.item_id', '=', 'i.id')
          .orderBy('v.version', 'desc')
          .limit(1)
          .as('latest'),
      (join) => join.onTrue(),
    )
    .select([
      'i.id',
      'i.collaboration_id',
      'i.network',
      'i.content_type',
      'i.number',
      'i.status',
      'i.due_date',
      'i.revision',
      'i.updated_at',
      'latest.planned_publish_date',
      'brands.name as brand_name',
      'users.first_name',
      'users.last_name',
      'users.vanity_name',
    ])
    .where(partyColumn(party.side), '=', party.userId)
    .where((eb) =>
      eb.or([
        eb('i.due_date', '>=', range.from).and('i.due_date', '<=', range.to),
        eb(sql.ref('latest.planned_publish_date'), '>=', range.from).and(
          sql.ref('latest.planned_publish_date'),
          '<=',
          range.to,
        ),
      ]),
    )
    .execute();

  const entries: CalendarEntry[] = [];
  for (const row of rows) {
    const base = {
      item_id: row.id,
      collaboration_id: row.collaboration_id,
      network: row.network,
      content_type: row.content_type,
      number: row.number,
      status: row.status,
      brand_name: row.brand_name,
      creator_name: creatorDisplayName(row),
      sequence: row.revision,
      updated_at: row.updated_at.toISOString(),
    };
    const inRange = (date: string) => date >= range.from && date <= range.to;
    if (inRange(row.due_date)) {
      entries.push({ ...base, uid: calendarUid(row.id, 'due'), kind: 'due', date: row.due_date });
    }
    const planned = row.planned_publish_date;
    if (planned && inRange(planned)) {
      entries.push({
        ...base,
        uid: calendarUid(row.id, 'planned_publish'),
        kind: 'planned_publish',
        date: planned,
      });
    }
  }
  return entries.sort(
    (a, b) => a.date.localeCompare(b.date) || a.brand_name.localeCompare(b.brand_name, 'es-MX'),
  );
}
