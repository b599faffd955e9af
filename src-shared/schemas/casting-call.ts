import * as v from 'valibot';
import { CONTENT_TYPES } from '../domain/content-types';
import { CREATOR_CATEGORIES } from '../domain/creator-category';
import { SOCIAL_NETWORKS } from '../domain/network';
import {
  CountrySchema,
  IsoDateSchema,
  RecordIdSchema,
  textBetween,
  uniqueItems,
  UsdAmountSchema,
} from './common';

export const CASTING_TITLE_MAX_LENGTH = 120;
export const CASTING_BRIEF_MAX_LENGTH = 5000;
export const APPLICATION_MESSAGE_MAX_LENGTH = 2000;

/** A casting call as a brand writes it; the budget range is checked as a whole. */
export const CastingCallInputSchema = v.pipe(
  v.strictObject({
    brand_id: RecordIdSchema,
    title: textBetween(3, CASTING_TITLE_MAX_LENGTH, 'title'),
    brief: textBetween(20, CASTING_BRIEF_MAX_LENGTH, 'brief'),
    networks: v.pipe(
      v.array(v.picklist(SOCIAL_NETWORKS, 'validation.networkInvalid')),
      v.minLength(1, 'validation.networksRequired'),
      uniqueItems('validation.optionInvalid'),
    ),
    content_types: v.pipe(
      v.array(v.picklist(CONTENT_TYPES, 'validation.contentTypeInvalid')),
      v.minLength(1, 'validation.contentTypesRequired'),
      uniqueItems('validation.optionInvalid'),
    ),
    budget_min: UsdAmountSchema,
    budget_max: UsdAmountSchema,
    country: v.nullable(CountrySchema),
    categories: v.pipe(
      v.array(v.picklist(CREATOR_CATEGORIES, 'validation.categoryInvalid')),
      uniqueItems('validation.optionInvalid'),
    ),
    deadline: IsoDateSchema,
  }),
  v.forward(
    v.check((call) => call.budget_min <= call.budget_max, 'validation.budgetRangeInvalid'),
    ['budget_max'],
  ),
);

/** `POST /api/v3/casting-calls/edit-brand/{id}/`. */
export const CastingCallBrandSchema = v.strictObject({ brand_id: RecordIdSchema });

/** A creator's application: a price and a message. */
export const CastingApplicationInputSchema = v.strictObject({
  price: UsdAmountSchema,
  message: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(APPLICATION_MESSAGE_MAX_LENGTH, 'validation.messageTooLong'),
    ),
    '',
  ),
});
