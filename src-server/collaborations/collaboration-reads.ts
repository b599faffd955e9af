import { sql, type Kysely } from 'kysely';
import type { DealMoneyStatus } from '../../src-shared/domain/deal-money';
import type { CollaborationStatus, ItemStatus } from '../../src-shared/domain/collaboration';
import type { ProposalSide } from '../../src-shared/domain/proposal';
import type { Database } from '../db/schema';
import type {
  CollaborationEventsTable,
  CollaborationFiguresTable,
  CollaborationItemsTable,
  CollaborationMediaTable,
  CollaborationVersionsTable,
} from '../db/collaboration-tables';
import type { Selectable } from 'kysely';

type Db = Kysely<Database>;

/** A collaboration row with both parties' summary columns. */
export interface CollaborationRecord {
  id: string;
  proposal_id: string;
  brand_id: string;
  brand_owner_id: string;
  creator_id: string;
  price: number;
  start_date: string;
  end_date: string;
  revision_rounds: number;
  status: CollaborationStatus;
  money_status: DealMoneyStatus;
  created_at: Date;
  updated_at: Date;
  brand_name: string;
  brand_logo: string | null;
  first_name: string;
  last_name: string;
  vanity_name: string | null;
  profile_image: string | null;
}

export type ItemRecord = Selectable<CollaborationItemsTable>;
export type VersionRecord = Selectable<CollaborationVersionsTable>;
export type MediaRecord = Selectable<CollaborationMediaTable>;
export type EventRecord = Selectable<CollaborationEventsTable>;
export type FiguresRecord = Selectable<CollaborationFiguresTable>;

export interface JobProblemRecord {
  item_id: string;
  checkpoint: 'publication' | 'day' | 'week';
  last_error: string;
  /** Null once the job gave up (done with an error). */
  retry_at: Date | null;
}

/** Per collaboration of a page: counts per item state, the next open item and how many are late. */
export interface ItemDigest {
  counts: Partial<Record<ItemStatus, number>>;
  total: number;
  late: number;
  next: Pick<
    ItemRecord,
    'id' | 'network' | 'content_type' | 'number' | 'due_date' | 'status'
  > | null;
}

export function selectCollaborations(db: Db) {
  return db
    .selectFrom('collaborations as c')
    .innerJoin('brands', 'brands.id', 'c.brand_id')
    .innerJoin('users', 'users.id', 'c.creator_id')
    .select([
      'c.id',
      'c.proposal_id',
      'c.brand_id',
      'c.brand_owner_id',
      'c.creator_id',
      'c.price',
      'c.start_date',
      'c.end_date',
      'c.revision_rounds',
      'c.money_status',
      'c.status',
      'c.created_at',
      'c.updated_at',
      'brands.name as brand_name',
      'brands.logo as brand_logo',
      'users.first_name',
      'users.last_name',
      'users.vanity_name',
      'users.profile_image',
    ]);
}

const OPEN: readonly ItemStatus[] = ['pending', 'draft_submitted', 'changes_requested', 'approved'];

export function partyColumn(side: ProposalSide) {
  return side === 'brand' ? ('c.brand_owner_id' as const) : ('c.creator_id' as const);
}

/** A side's collaborations, most recently moved first, optionally of one status. */
export async function listCollaborationsOf(
  db: Db,
  party: { side: ProposalSide; userId: string },
  status: CollaborationStatus | undefined,
  window: { offset: number; limit: number },
): Promise<{ rows: CollaborationRecord[]; count: number }> {
  const column = partyColumn(party.side);
  let rows = selectCollaborations(db).where(column, '=', party.userId);
  let count = db
    .selectFrom('collaborations as c')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where(column, '=', party.userId);
  if (status) {
    rows = rows.where('c.status', '=', status);
    count = count.where('c.status', '=', status);
  }
  const [page, total] = await Promise.all([
    rows
      .orderBy('c.updated_at', 'desc')
      .orderBy('c.id', 'desc')
      .offset(window.offset)
      .limit(window.limit)
      .execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  return { rows: page, count: Number(total.count) };
}

/** What lists show of each collaboration's items, in two statements for the whole page. */
export async function itemDigests(
  db: Db,
  collaborationIds: readonly string[],
  today: string,
): Promise<Map<string, ItemDigest>> {
  const digests = new Map<string, ItemDigest>();
  for (const id of collaborationIds) digests.set(id, { counts: {}, total: 0, late: 0, next: null });
  if (collaborationIds.length === 0) return digests;
  const [counts, next] = await Promise.all([
    db
      .selectFrom('collaboration_items')
      .select([
        'collaboration_id',
        'status',
        (eb) => eb.fn.countAll<number>().as('count'),
        (eb) =>
          eb.fn.sum<number>(sql`case when due_date < ${today}::date then 1 else 0 end`).as('late'),
      ])
      .where('collaboration_id', 'in', collaborationIds)
      .groupBy(['collaboration_id', 'status'])
      .execute(),
    db
      .selectFrom('collaboration_items')
      .distinctOn('collaboration_id')
      .select(['collaboration_id', 'id', 'network', 'content_type', 'number', 'due_date', 'status'])
      .where('collaboration_id', 'in', collaborationIds)
      .where('status', 'in', OPEN)
      .orderBy('collaboration_id')
      .orderBy('due_date')
      .orderBy('seq')
      .execute(),
  ]);
  for (const row of counts) {
    const digest = digests.get(row.collaboration_id)!;
    const count = Number(row.count);
    digest.counts[row.status] = count;
    digest.total += count;
    if (OPEN.includes(row.status)) digest.late += Number(row.late ?? 0);
  }
  for (const row of next) {
    const { collaboration_id, ...item } = row;
    digests.get(collaboration_id)!.next = item;
  }
  return digests;
}

/** The same digest as `itemDigests`, from a collaboration's items already read. */
export function digestOf(items: readonly ItemRecord[], today: string): ItemDigest {
  const digest: ItemDigest = { counts: {}, total: items.length, late: 0, next: null };
  for (const item of items) {
    digest.counts[item.status] = (digest.counts[item.status] ?? 0) + 1;
    if (!OPEN.includes(item.status)) continue;
    if (item.due_date < today) digest.late += 1;
    const next = digest.next;
    // Items come in their order (seq): the first of the earliest due date wins a tie.
    if (!next || item.due_date < next.due_date) {
      const { id, network, content_type, number, due_date, status } = item;
      digest.next = { id, network, content_type, number, due_date, status };
    }
  }
  return digest;
}

export async function findCollaboration(
  db: Db,
  id: string,
): Promise<CollaborationRecord | undefined> {
  return selectCollaborations(db).where('c.id', '=', id).executeTakeFirst();
}

/** Everything below a collaboration's items, in one statement per table. */
export interface ItemsDetail {
  items: ItemRecord[];
  versions: VersionRecord[];
  media: MediaRecord[];
  events: EventRecord[];
  figures: FiguresRecord[];
  problems: JobProblemRecord[];
}

export async function itemsDetailOf(
  db: Db,
  itemIds: readonly string[],
): Promise<Omit<ItemsDetail, 'items'>> {
  if (itemIds.length === 0)
    return { versions: [], media: [], events: [], figures: [], problems: [] };
  // One round of statements, whatever the collaboration's size: files are found by their item.
  const [versions, events, figures, problems, media] = await Promise.all([
    db
      .selectFrom('collaboration_versions')
      .selectAll()
      .where('item_id', 'in', itemIds)
      .orderBy('item_id')
      .orderBy('version')
      .execute(),
    db
      .selectFrom('collaboration_events')
      .selectAll()
      .where('item_id', 'in', itemIds)
      .orderBy('item_id')
      .orderBy('seq')
      .execute(),
    db
      .selectFrom('collaboration_figures')
      .selectAll()
      .where('item_id', 'in', itemIds)
      .orderBy('item_id')
      .orderBy('read_at')
      .execute(),
    db
      .selectFrom('collaboration_figure_jobs')
      .select(['item_id', 'checkpoint', 'last_error', 'next_attempt_at', 'done_at'])
      .where('item_id', 'in', itemIds)
      // A job that failed keeps its reason: until it reads, or for good once it gave up (done).
      .where('last_error', 'is not', null)
      .orderBy('next_attempt_at')
      .execute(),
    db
      .selectFrom('collaboration_media as m')
      .innerJoin('collaboration_versions as v', 'v.id', 'm.version_id')
      .selectAll('m')
      .where('v.item_id', 'in', itemIds)
      .orderBy('m.version_id')
      .orderBy('m.position')
      .execute(),
  ]);
  return {
    versions,
    media,
    events,
    figures,
    problems: problems.map((row) => ({
      item_id: row.item_id,
      checkpoint: row.checkpoint,
      last_error: row.last_error ?? '',
      retry_at: row.done_at ? null : row.next_attempt_at,
    })),
  };
}

export async function itemsOf(db: Db, collaborationId: string): Promise<ItemRecord[]> {
  return db
    .selectFrom('collaboration_items')
    .selectAll()
    .where('collaboration_id', '=', collaborationId)
    .orderBy('seq')
    .execute();
}
