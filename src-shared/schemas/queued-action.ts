import * as v from 'valibot';
import { RecordIdSchema } from './common';
import { CastingApplicationInputSchema } from './casting-call';
import { MonitorKeywordInputSchema } from './monitor';
import { PriceInputSchema } from './pricing';
import { ProfileSaveSchema } from './profile';
import { ProposalTermsSchema } from './proposal';
import { HandInDraftSchema, PublishInputSchema, ReviewInputSchema } from './collaboration';

/**
 * Issue 17: the actions safe to replay that a person may queue while the core API cannot be
 * reached. Each carries exactly the arguments of the bridge method of the same name, so replaying
 * it is that call. Payments, account deletion and password changes are deliberately absent.
 */
export const QueueActionSchema = v.variant('kind', [
  v.strictObject({ kind: v.literal('saveProfileSection'), args: ProfileSaveSchema }),
  v.strictObject({
    kind: v.literal('counterProposal'),
    args: v.strictObject({ id: RecordIdSchema, terms: ProposalTermsSchema }),
  }),
  v.strictObject({
    kind: v.literal('applyToCastingCall'),
    args: v.strictObject({
      castingCallId: RecordIdSchema,
      application: CastingApplicationInputSchema,
    }),
  }),
  v.strictObject({ kind: v.literal('savePrice'), args: PriceInputSchema }),
  v.strictObject({ kind: v.literal('addMonitorKeyword'), args: MonitorKeywordInputSchema }),
  // Issue 31: a draft handed in (its files kept on disk until sent), a post URL, a review.
  v.strictObject({ kind: v.literal('handInDraft'), args: HandInDraftSchema }),
  v.strictObject({
    kind: v.literal('publishItem'),
    args: v.strictObject({ itemId: RecordIdSchema, post: PublishInputSchema }),
  }),
  v.strictObject({
    kind: v.literal('reviewDraft'),
    args: v.strictObject({ itemId: RecordIdSchema, review: ReviewInputSchema }),
  }),
]);
export type QueueActionInput = v.InferOutput<typeof QueueActionSchema>;

/** A queued action's id: a UUID made by main, also sent as the request's `Idempotency-Key`. */
export const QueuedActionIdSchema = v.pipe(
  v.string('validation.idInvalid'),
  v.uuid('validation.idInvalid'),
);

export const QueuedConflictChoiceSchema = v.picklist(
  ['discard', 'send_again'],
  'validation.optionInvalid',
);
