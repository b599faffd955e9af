import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { ErrorCode } from '../../src-shared/api/error-codes';
import type {
  ItemActor,
  ItemEventAction,
  ItemStatus,
  NotificationKind,
} from '../../src-shared/domain/collaboration';
import { applyItemMove, type ItemMove, type ItemStep } from '../../src-shared/domain/item-machine';
import type { ProposalSide } from '../../src-shared/domain/proposal';
import type { Database } from '../db/schema';
import type { CollaborationItemsTable } from '../db/collaboration-tables';
import { settleDeal } from '../deal-money/deal-settlement';
import { ApiError } from '../http/errors';
import { notify } from './notify';
import type { Updateable } from 'kysely';

type Db = Kysely<Database>;
type Trx = Transaction<Database>;

/** The item and its collaboration's terms, read with both rows locked for the move. */
export interface LockedItem {
  id: string;
  collaboration_id: string;
  status: ItemStatus;
  revisions_used: number;
  cancel_requested_by: ProposalSide | null;
  network: CollaborationItemsTable['network'];
  content_type: CollaborationItemsTable['content_type'];
  due_date: string;
  published_at: Date | null;
  revision_rounds: number;
  start_date: string;
  end_date: string;
  brand_owner_id: string;
  creator_id: string;
  /** The latest draft version's number; 0 before the first draft. */
  latest_version: number;
}

/** What a move writes besides the state: the draft version, the post's address… */
export interface MoveWrites {
  /** The draft version the timeline entry is about. */
  version?: number;
  item?: Updateable<CollaborationItemsTable>;
}

export interface MoveRequest {
  itemId: string;
  actor: ItemActor;
  actorId: string | null;
  move: ItemMove;
  note?: string;
  now: Date;
  /** Checked on the locked item before the state machine (a review's version, a date's window). */
  check?: (item: LockedItem) => void;
  /** Writes that land in the move's transaction, once the machine allowed it. */
  alongside?: (trx: Trx, item: LockedItem, next: ItemStep) => Promise<MoveWrites | void>;
}

/** Which side hears of each move, and as what; moves not listed notify nobody. */
const NOTICES: Partial<
  Record<ItemEventAction, { to: 'brand' | 'creator' | 'other'; kind: NotificationKind }>
> = {
  draft_submitted: { to: 'brand', kind: 'draft_submitted' },
  changes_requested: { to: 'creator', kind: 'changes_requested' },
  approved: { to: 'creator', kind: 'approved' },
  rejected: { to: 'creator', kind: 'rejected' },
  published: { to: 'brand', kind: 'published' },
  measured: { to: 'brand', kind: 'measured' },
  cancel_requested: { to: 'other', kind: 'cancel_requested' },
  cancel_declined: { to: 'other', kind: 'cancel_declined' },
  cancelled: { to: 'other', kind: 'cancelled' },
  due_date_changed: { to: 'creator', kind: 'due_date_changed' },
};

/** Item states whose arrival may move the deal's held money (deal-money/deal-settlement.ts). */
const MONEY_MOVES: readonly ItemStatus[] = ['published', 'cancelled', 'rejected'];
/**
 * Locks the collaboration, then the item (always in that order, so two moves on items of one
 * collaboration queue instead of deadlocking) and reads what the rules need.
 */
export async function lockItem(trx: Trx, itemId: string): Promise<LockedItem> {
  const owner = await trx
    .selectFrom('collaboration_items')
    .select('collaboration_id')
    .where('id', '=', itemId)
    .executeTakeFirst();
  if (!owner) throw new ApiError(ErrorCode.notFound);
  const collaboration = await trx
    .selectFrom('collaborations')
    .select(['revision_rounds', 'start_date', 'end_date', 'brand_owner_id', 'creator_id'])
    .where('id', '=', owner.collaboration_id)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const item = await trx
    .selectFrom('collaboration_items')
    .select([
      'id',
      'collaboration_id',
      'status',
      'revisions_used',
      'cancel_requested_by',
      'network',
      'content_type',
      'due_date',
      'published_at',
    ])
    .select((eb) =>
      eb
        .selectFrom('collaboration_versions')
        .select((inner) => inner.fn.coalesce(inner.fn.max('version'), sql<number>`0`).as('v'))
        .whereRef('collaboration_versions.item_id', '=', 'collaboration_items.id')
        .as('latest_version'),
    )
    .where('id', '=', itemId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return {
    ...item,
    ...collaboration,
    latest_version: Number(item.latest_version ?? 0),
  };
}

/** The next entry number of an item's timeline. */
async function nextEventSeq(trx: Trx, itemId: string): Promise<number> {
  const last = await trx
    .selectFrom('collaboration_events')
    .select((eb) => eb.fn.max('seq').as('seq'))
    .where('item_id', '=', itemId)
    .executeTakeFirstOrThrow();
  return Number(last.seq ?? 0) + 1;
}

export async function recordEvent(
  trx: Trx,
  entry: {
    itemId: string;
    action: ItemEventAction;
    actor: ItemActor;
    actorId: string | null;
    from: ItemStatus | null;
    to: ItemStatus | null;
    note: string;
    version: number | null;
    now: Date;
  },
): Promise<void> {
  await trx
    .insertInto('collaboration_events')
    .values({
      id: randomUUID(),
      item_id: entry.itemId,
      seq: await nextEventSeq(trx, entry.itemId),
      action: entry.action,
      actor: entry.actor,
      actor_id: entry.actorId,
      from_status: entry.from,
      to_status: entry.to,
      note: entry.note,
      version: entry.version,
      created_at: entry.now,
    })
    .execute();
}

/**
 * A collaboration is active while any item is still to be delivered or measured, cancelled when
 * every item was cancelled, else completed.
 */
export async function refreshCollaborationStatus(
  trx: Trx,
  collaborationId: string,
  now: Date,
): Promise<void> {
  await sql`
    update collaborations set status = case
        when exists (select 1 from collaboration_items i where i.collaboration_id = ${collaborationId}
          and i.status in ('pending', 'draft_submitted', 'changes_requested', 'approved', 'published'))
          then 'active'
        when not exists (select 1 from collaboration_items i where i.collaboration_id = ${collaborationId}
          and i.status <> 'cancelled')
          then 'cancelled'
        else 'completed' end,
      updated_at = ${now}
    where id = ${collaborationId}
  `.execute(trx);
}

/** Who hears of a move: the brand, the creator, or the side that did not make it. */
function recipientOf(item: LockedItem, action: ItemEventAction, actor: ItemActor): string | null {
  const notice = NOTICES[action];
  if (!notice) return null;
  const to =
    notice.to === 'other'
      ? actor === 'brand'
        ? 'creator'
        : actor === 'creator'
          ? 'brand'
          : null
      : notice.to;
  if (to === null) return null;
  return to === 'brand' ? item.brand_owner_id : item.creator_id;
}

/**
 * One move of an item, decided by the state machine on the locked rows: the item's new state, its
 * timeline entry, what the move writes alongside, the collaboration's status and the other side's
 * notice land in one transaction, or none of them does.
 */
export async function moveItem(db: Db, request: MoveRequest): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const item = await lockItem(trx, request.itemId);
    request.check?.(item);
    const outcome = applyItemMove(
      {
        status: item.status,
        revisions_used: item.revisions_used,
        revision_rounds: item.revision_rounds,
        cancel_requested_by: item.cancel_requested_by,
      },
      request.actor,
      request.move,
    );
    if (!outcome.ok) throw new ApiError(outcome.code);
    const next = outcome.next;
    const writes = (await request.alongside?.(trx, item, next)) ?? {};
    const note = request.note ?? '';
    const cancelColumns =
      next.action === 'cancel_requested'
        ? { cancel_reason: note, cancel_requested_at: request.now }
        : next.cancel_requested_by === null
          ? { cancel_reason: '', cancel_requested_at: null }
          : {};
    await trx
      .updateTable('collaboration_items')
      .set({
        ...writes.item,
        ...cancelColumns,
        status: next.status,
        revisions_used: next.revisions_used,
        cancel_requested_by: next.cancel_requested_by,
        waiting_since:
          next.status === 'draft_submitted'
            ? next.action === 'draft_submitted'
              ? request.now
              : sql`waiting_since`
            : null,
        revision: sql`revision + 1`,
        updated_at: request.now,
      })
      .where('id', '=', item.id)
      .execute();
    await recordEvent(trx, {
      itemId: item.id,
      action: next.action,
      actor: request.actor,
      actorId: request.actorId,
      from: item.status,
      to: next.status,
      note,
      version: writes.version ?? (request.move.kind === 'review' ? item.latest_version : null),
      now: request.now,
    });
    await refreshCollaborationStatus(trx, item.collaboration_id, request.now);
    // Issue 32: a publication may release the item's money, a cancellation or rejection refund it.
    if (MONEY_MOVES.includes(next.status) && next.status !== item.status) {
      await settleDeal(trx, item.collaboration_id, request.now);
    }
    const recipient = recipientOf(item, next.action, request.actor);
    if (recipient) {
      const kind = NOTICES[next.action]!.kind;
      await notify(trx, [
        {
          userId: recipient,
          kind,
          collaborationId: item.collaboration_id,
          itemId: item.id,
          note,
          now: request.now,
        },
      ]);
    }
  });
}
