import * as v from 'valibot';
import {
  CALENDAR_MAX_DAYS,
  CANCEL_ACTIONS,
  COLLABORATION_STATUSES,
  DRAFT_MAX_IMAGES,
  DRAFT_MAX_VIDEOS,
  ITEM_NOTE_MAX_LENGTH,
  MAX_REVISION_ROUNDS,
  REVIEW_DECISIONS,
} from '../domain/collaboration';
import { IsoDateSchema, RecordIdSchema, uniqueItems } from './common';
import { messageText } from './message';

/** Issue 31: the request bodies of the collaboration routes, shared by forms, main and the API. */

/**
 * "Rondas de cambios incluidas": a whole number 0–10. Left out (a caller from before issue 31), a
 * new proposal gets DEFAULT_REVISION_ROUNDS and a counter keeps the rounds on the table.
 */
export const RevisionRoundsSchema = v.optional(
  v.pipe(
    v.number('validation.revisionRoundsInvalid'),
    v.integer('validation.revisionRoundsInvalid'),
    v.minValue(0, 'validation.revisionRoundsInvalid'),
    v.maxValue(MAX_REVISION_ROUNDS, 'validation.revisionRoundsInvalid'),
  ),
);

/** The longest caption any network takes; each network's own limit is `rules/caption-limits.ts`. */
export const CAPTION_ABSOLUTE_MAX_LENGTH = 65_000;

/**
 * A file the desktop holds for a draft until it is sent (src-main/collaborations/draft-staging.ts):
 * main picks it through the native dialog, checks it and names it by this token; the renderer
 * never names a path.
 */
export const StagedFileTokenSchema = v.pipe(
  v.string('validation.draftMediaUnknown'),
  v.uuid('validation.draftMediaUnknown'),
);

/** The bridge's hand-in: the staged files in order, and the draft's text fields. */
export const HandInDraftSchema = v.strictObject({
  itemId: RecordIdSchema,
  files: v.pipe(
    v.array(StagedFileTokenSchema, 'validation.draftMediaRequired'),
    v.minLength(1, 'validation.draftMediaRequired'),
    v.maxLength(DRAFT_MAX_IMAGES, 'validation.draftMediaTooMany'),
    uniqueItems('validation.draftMediaTooMany'),
  ),
  caption: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(CAPTION_ABSOLUTE_MAX_LENGTH, 'validation.captionTooLong'),
    ),
    '',
  ),
  planned_publish_date: v.optional(v.nullable(IsoDateSchema), null),
  note: messageText(ITEM_NOTE_MAX_LENGTH),
});

/** `POST …/items/{id}/due-date/` (brand): a date inside the agreed window (checked by the API). */
export const DueDateInputSchema = v.strictObject({ due_date: IsoDateSchema });

/** How many images and videos one draft may carry: up to 10 images, or one video alone. */
export function draftMediaProblem(kinds: readonly ('image' | 'video')[]): string | null {
  if (kinds.length === 0) return 'validation.draftMediaRequired';
  const videos = kinds.filter((kind) => kind === 'video').length;
  if (videos > 0 && videos < kinds.length) return 'validation.draftMediaMixed';
  if (videos > DRAFT_MAX_VIDEOS || kinds.length > DRAFT_MAX_IMAGES) {
    return 'validation.draftMediaTooMany';
  }
  return null;
}

/**
 * `POST …/items/{id}/drafts/` (creator): files uploaded first (`collaborations/media/`), named
 * here in their order. The caption's limit depends on the item's network (checked by the API and
 * the form with `captionLimitOf`). The caption is the post's own text, so it may name the brand's
 * site or handle; the note is the creator's reply to the brand and keeps the contact-detail rule.
 */
export const DraftInputSchema = v.strictObject({
  media_ids: v.pipe(
    v.array(RecordIdSchema, 'validation.draftMediaRequired'),
    v.minLength(1, 'validation.draftMediaRequired'),
    v.maxLength(DRAFT_MAX_IMAGES, 'validation.draftMediaTooMany'),
    uniqueItems('validation.draftMediaTooMany'),
  ),
  caption: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(CAPTION_ABSOLUTE_MAX_LENGTH, 'validation.captionTooLong'),
    ),
    '',
  ),
  planned_publish_date: v.optional(v.nullable(IsoDateSchema), null),
  note: messageText(ITEM_NOTE_MAX_LENGTH),
});

/**
 * `POST …/items/{id}/review/` (brand). `version` is the draft reviewed: a newer one handed in
 * meanwhile makes the review a 409 instead of deciding on something the brand has not seen.
 * Changes asked and rejections say why.
 */
export const ReviewInputSchema = v.pipe(
  v.strictObject({
    decision: v.picklist(REVIEW_DECISIONS, 'validation.decisionInvalid'),
    version: v.pipe(
      v.number('validation.versionInvalid'),
      v.integer('validation.versionInvalid'),
      v.minValue(1, 'validation.versionInvalid'),
    ),
    note: messageText(ITEM_NOTE_MAX_LENGTH),
  }),
  v.forward(
    v.partialCheck(
      [['decision'], ['note']],
      (input) => input.decision === 'approve' || input.note.length > 0,
      'validation.noteRequired',
    ),
    ['note'],
  ),
);

/** `POST …/items/{id}/publish/` (creator): the published post's address. */
export const PublishInputSchema = v.strictObject({
  post_url: v.pipe(
    v.string('validation.postUrlRequired'),
    v.trim(),
    v.minLength(1, 'validation.postUrlRequired'),
    v.maxLength(2048, 'validation.postUrlTooLong'),
  ),
});

const figure = v.optional(
  v.nullable(
    v.pipe(
      v.number('validation.figureInvalid'),
      v.integer('validation.figureInvalid'),
      v.minValue(0, 'validation.figureInvalid'),
      v.maxValue(1_000_000_000_000, 'validation.figureInvalid'),
    ),
  ),
  null,
);

/** `POST …/items/{id}/figures/` (creator): typed figures, only for networks with no adapter. */
export const ManualFiguresSchema = v.pipe(
  v.strictObject({
    views: figure,
    likes: figure,
    comments: figure,
    shares: figure,
    reach: figure,
  }),
  v.check(
    (input) => Object.values(input).some((value) => value !== null),
    'validation.figuresRequired',
  ),
);

/** `POST …/items/{id}/cancel/`: asking needs a reason; confirm, withdraw and decline do not. */
export const CancelInputSchema = v.pipe(
  v.strictObject({
    action: v.picklist(CANCEL_ACTIONS, 'validation.cancelActionInvalid'),
    reason: messageText(ITEM_NOTE_MAX_LENGTH),
  }),
  v.forward(
    v.partialCheck(
      [['action'], ['reason']],
      (input) => input.action !== 'request' || input.reason.length > 0,
      'validation.reasonRequired',
    ),
    ['reason'],
  ),
);

export const CalendarQuerySchema = v.pipe(
  v.strictObject({ from: IsoDateSchema, to: IsoDateSchema }),
  v.check((range) => {
    const days =
      (Date.parse(`${range.to}T00:00:00Z`) - Date.parse(`${range.from}T00:00:00Z`)) / 864e5;
    return days >= 0 && days <= CALENDAR_MAX_DAYS;
  }, 'validation.calendarRangeInvalid'),
);

export const CollaborationStatusSchema = v.picklist(
  COLLABORATION_STATUSES,
  'validation.statusInvalid',
);

/** `POST /api/v3/notifications/read/`: some lines by id, or every one. */
export const NotificationsReadSchema = v.union(
  [
    v.strictObject({ all: v.literal(true) }),
    v.strictObject({
      ids: v.pipe(v.array(RecordIdSchema), v.minLength(1), v.maxLength(100)),
    }),
  ],
  'validation.idInvalid',
);
