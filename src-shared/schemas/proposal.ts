import * as v from 'valibot';
import { CONTENT_TYPES, isContentTypeOf } from '../domain/content-types';
import { SOCIAL_NETWORKS } from '../domain/network';
import { IsoDateSchema, RecordIdSchema, UsdAmountSchema } from './common';
import { messageText } from './message';
import { RevisionRoundsSchema } from './collaboration';

export const MAX_DELIVERABLES = 20;
export const MAX_DELIVERABLE_QUANTITY = 100;
export const PROPOSAL_MESSAGE_MAX_LENGTH = 2000;

const DeliverableSchema = v.pipe(
  v.strictObject({
    network: v.picklist(SOCIAL_NETWORKS, 'validation.networkInvalid'),
    content_type: v.picklist(CONTENT_TYPES, 'validation.contentTypeInvalid'),
    quantity: v.pipe(
      v.number('validation.quantityInvalid'),
      v.integer('validation.quantityInvalid'),
      v.minValue(1, 'validation.quantityInvalid'),
      v.maxValue(MAX_DELIVERABLE_QUANTITY, 'validation.quantityInvalid'),
    ),
  }),
  v.forward(
    v.partialCheck(
      [['network'], ['content_type']],
      (item) => isContentTypeOf(item.network, item.content_type),
      'validation.contentTypeInvalid',
    ),
    ['content_type'],
  ),
);

const termsEntries = {
  deliverables: v.pipe(
    v.array(DeliverableSchema),
    v.minLength(1, 'validation.deliverablesRequired'),
    v.maxLength(MAX_DELIVERABLES, 'validation.deliverablesTooMany'),
  ),
  price: UsdAmountSchema,
  start_date: IsoDateSchema,
  end_date: IsoDateSchema,
  message: messageText(PROPOSAL_MESSAGE_MAX_LENGTH),
  revision_rounds: RevisionRoundsSchema,
};

// Checks across fields are partial checks: they run as soon as the fields they read are valid, so
// a form shows them together with every other field's error, not only once the rest is fixed.

/** A counter-offer: the full terms of the new round. */
export const ProposalTermsSchema = v.pipe(
  v.strictObject(termsEntries),
  v.forward(
    v.partialCheck(
      [['start_date'], ['end_date']],
      (terms) => terms.start_date <= terms.end_date,
      'validation.dateRangeInvalid',
    ),
    ['end_date'],
  ),
);

/** `POST /api/v3/proposals/`: a brand's first round to a creator. */
export const ProposalInputSchema = v.pipe(
  v.strictObject({
    ...termsEntries,
    brand_id: RecordIdSchema,
    creator_id: RecordIdSchema,
    application_id: v.optional(RecordIdSchema),
  }),
  v.forward(
    v.partialCheck(
      [['start_date'], ['end_date']],
      (terms) => terms.start_date <= terms.end_date,
      'validation.dateRangeInvalid',
    ),
    ['end_date'],
  ),
);
