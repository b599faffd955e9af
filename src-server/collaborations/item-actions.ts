import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ErrorCode } from '../../src-shared/api/error-codes';
import type { ReviewDecision } from '../../src-shared/domain/collaboration';
import type { ProposalSide } from '../../src-shared/domain/proposal';
import type { CancelAction } from '../../src-shared/domain/collaboration';
import { isOpenItem } from '../../src-shared/domain/item-machine';
import { captionTooLong, captionTooLongText } from '../../src-shared/rules/caption-limits';
import { isInWindow, isPlannedDateAllowed } from '../../src-shared/rules/collaboration-dates';
import { marketToday } from '../../src-shared/rules/market-calendar';
import type { PostReference } from '../../src-shared/rules/post-url';
import { draftMediaProblem } from '../../src-shared/schemas/collaboration';
import type { DraftInputSchema, ManualFiguresSchema } from '../../src-shared/schemas/collaboration';
import type * as v from 'valibot';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';
import { translateValidationKey } from '../http/messages';
import { scheduleFigureJobs } from './figures/figure-jobs';
import { lockItem, moveItem, recordEvent } from './item-moves';
import { notify } from './notify';

type Db = Kysely<Database>;

const fieldError = (field: string, message: string) =>
  new ApiError(ErrorCode.validation, { fields: { [field]: [message] } });

/**
 * The creator hands in a draft: the files uploaded before (theirs, named by no draft yet), the
 * caption within the network's limit, a planned date the agreement allows. The version, its
 * files and the move land together.
 */
export async function submitDraft(
  db: Db,
  creatorId: string,
  itemId: string,
  input: v.InferOutput<typeof DraftInputSchema>,
  now: Date,
): Promise<void> {
  await moveItem(db, {
    itemId,
    actor: 'creator',
    actorId: creatorId,
    move: { kind: 'submit_draft' },
    note: input.note,
    now,
    check: (item) => {
      if (captionTooLong(item.network, input.caption)) {
        throw fieldError('caption', captionTooLongText(item.network));
      }
      const planned = input.planned_publish_date;
      if (planned && !isPlannedDateAllowed(planned, item, marketToday(now))) {
        throw fieldError(
          'planned_publish_date',
          translateValidationKey('validation.plannedDateOutsideWindow'),
        );
      }
    },
    alongside: async (trx, item) => {
      const files = await trx
        .selectFrom('collaboration_media')
        .select(['id', 'media_type'])
        .where('id', 'in', input.media_ids)
        .where('owner_id', '=', creatorId)
        .where('version_id', 'is', null)
        .forUpdate()
        .execute();
      if (files.length !== input.media_ids.length) {
        throw fieldError('media_ids', translateValidationKey('validation.draftMediaUnknown'));
      }
      const kinds = input.media_ids.map((id) => files.find((file) => file.id === id)!.media_type);
      const problem = draftMediaProblem(kinds);
      if (problem) throw fieldError('media_ids', translateValidationKey(problem));
      const version = item.latest_version + 1;
      const versionId = randomUUID();
      await trx
        .insertInto('collaboration_versions')
        .values({
          id: versionId,
          item_id: item.id,
          version,
          caption: input.caption,
          planned_publish_date: input.planned_publish_date,
          note: input.note,
          created_at: now,
        })
        .execute();
      for (const [position, id] of input.media_ids.entries()) {
        await trx
          .updateTable('collaboration_media')
          .set({ version_id: versionId, position })
          .where('id', '=', id)
          .execute();
      }
      return { version };
    },
  });
}

/**
 * The brand decides on the draft it saw (`version`): a newer draft, or a decision made meanwhile
 * (another window, a queued review), makes it a 409 rather than a decision on something unseen.
 */
export async function reviewDraft(
  db: Db,
  brandOwnerId: string,
  itemId: string,
  input: { decision: ReviewDecision; version: number; note: string },
  now: Date,
): Promise<void> {
  await moveItem(db, {
    itemId,
    actor: 'brand',
    actorId: brandOwnerId,
    move: { kind: 'review', decision: input.decision },
    note: input.note,
    now,
    check: (item) => {
      if (item.status === 'cancelled') return;
      if (input.version !== item.latest_version || item.status !== 'draft_submitted') {
        throw new ApiError(ErrorCode.draftVersionOutdated);
      }
    },
  });
}

/**
 * The creator hands in the published post (already checked as a post of the item's network and
 * of their account). The same post cannot stand for two items of one collaboration. The figures'
 * reads are scheduled with the move when the core API can read this network's figures.
 */
export async function publishItem(
  db: Db,
  creatorId: string,
  itemId: string,
  post: PostReference,
  readable: boolean,
  now: Date,
): Promise<void> {
  await moveItem(db, {
    itemId,
    actor: 'creator',
    actorId: creatorId,
    move: { kind: 'publish' },
    now,
    alongside: async (trx, item) => {
      const used = await trx
        .selectFrom('collaboration_items')
        .select('id')
        .where('collaboration_id', '=', item.collaboration_id)
        .where('network', '=', item.network)
        .where('post_id', '=', post.post_id)
        .where('id', '<>', item.id)
        .executeTakeFirst();
      if (used) throw fieldError('post_url', translateValidationKey('validation.postUrlUsed'));
      if (readable) await scheduleFigureJobs(trx, item.id, now);
      return { item: { post_url: post.canonical_url, post_id: post.post_id, published_at: now } };
    },
  });
}

/**
 * Figures typed by the creator, only where the core API cannot read them; the first reading of a
 * published item measures it.
 */
export async function recordManualFigures(
  db: Db,
  creatorId: string,
  itemId: string,
  figures: v.InferOutput<typeof ManualFiguresSchema>,
  now: Date,
): Promise<void> {
  const row = () => ({
    id: randomUUID(),
    item_id: itemId,
    checkpoint: 'manual' as const,
    source: 'manual' as const,
    ...figures,
    read_at: now,
  });
  const status = await db
    .selectFrom('collaboration_items')
    .select('status')
    .where('id', '=', itemId)
    .executeTakeFirstOrThrow();
  if (status.status === 'published') {
    await moveItem(db, {
      itemId,
      actor: 'creator',
      actorId: creatorId,
      move: { kind: 'measure' },
      now,
      alongside: async (trx) => {
        await trx.insertInto('collaboration_figures').values(row()).execute();
      },
    });
    return;
  }
  await db.transaction().execute(async (trx) => {
    const item = await lockItem(trx, itemId);
    if (item.status === 'cancelled') throw new ApiError(ErrorCode.collaborationItemCancelled);
    if (item.status !== 'measured') throw new ApiError(ErrorCode.collaborationMoveNotAllowed);
    await trx.insertInto('collaboration_figures').values(row()).execute();
    await recordEvent(trx, {
      itemId,
      action: 'measured',
      actor: 'creator',
      actorId: creatorId,
      from: item.status,
      to: item.status,
      note: '',
      version: null,
      now,
    });
  });
}

/** One side asks to cancel (with a reason); the other confirms or declines; the asker may withdraw. */
export async function cancelMove(
  db: Db,
  side: ProposalSide,
  userId: string,
  itemId: string,
  input: { action: CancelAction; reason: string },
  now: Date,
): Promise<void> {
  await moveItem(db, {
    itemId,
    actor: side,
    actorId: userId,
    move: { kind: 'cancel', action: input.action },
    note: input.reason,
    now,
  });
}

/** The brand moves an open item's due date inside the agreed window; the creator is told. */
export async function changeDueDate(
  db: Db,
  brandOwnerId: string,
  itemId: string,
  dueDate: string,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const item = await lockItem(trx, itemId);
    if (item.status === 'cancelled') throw new ApiError(ErrorCode.collaborationItemCancelled);
    if (!isOpenItem(item.status)) throw new ApiError(ErrorCode.collaborationMoveNotAllowed);
    if (!isInWindow(dueDate, item)) {
      throw fieldError('due_date', translateValidationKey('validation.dueDateOutsideWindow'));
    }
    if (dueDate === item.due_date) return;
    await trx
      .updateTable('collaboration_items')
      .set((eb) => ({ due_date: dueDate, revision: eb('revision', '+', 1), updated_at: now }))
      .where('id', '=', item.id)
      .execute();
    await recordEvent(trx, {
      itemId: item.id,
      action: 'due_date_changed',
      actor: 'brand',
      actorId: brandOwnerId,
      from: item.status,
      to: item.status,
      note: dueDate,
      version: null,
      now,
    });
    await notify(trx, [
      {
        userId: item.creator_id,
        kind: 'due_date_changed',
        collaborationId: item.collaboration_id,
        itemId: item.id,
        note: dueDate,
        now,
      },
    ]);
  });
}
