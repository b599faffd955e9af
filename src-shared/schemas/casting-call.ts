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
import { messageText } from './message';

export const CASTING_TITLE_MAX_LENGTH = 120;
export const CASTING_BRIEF_MAX_LENGTH = 5000;
export const APPLICATION_MESSAGE_MAX_LENGTH = 2000;

const callEntries = {
  brand_id: RecordIdSchema,
  title: textBetween(3, CASTING_TITLE_MAX_LENGTH, 'title'),
  brief: textBetween(20, CASTING_BRIEF_MAX_LENGTH, 'brief', { multiline: true }),
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
};

type CallFields = v.InferOutput<v.StrictObjectSchema<typeof callEntries, undefined>>;
type Budgets = Pick<CallFields, 'budget_min' | 'budget_max'>;

/**
 * min ≤ max, under `budget_max`. A partial check: it runs as soon as both budgets are valid, so
 * the form shows it beside the other fields' errors instead of after they are fixed.
 */
const budgetRange = v.forward<CallFields, v.PartialCheckIssue<Budgets>, ['budget_max']>(
  v.partialCheck(
    [['budget_min'], ['budget_max']],
    (call) => call.budget_min <= call.budget_max,
    'validation.budgetRangeInvalid',
  ),
  ['budget_max'],
);

/**
 * A casting call's fields as the bridge checks them; the day they are saved on is unknown here, so
 * the deadline is only checked as a date (see `castingCallInputSchemaFor`).
 */
export const CastingCallInputSchema = v.pipe(v.strictObject(callEntries), budgetRange);

/**
 * A casting call as it is saved, draft or open, on the day `today()` gives (YYYY-MM-DD, the
 * market's calendar): the deadline, the last day to apply, is that day or later. Read on every
 * check, so a form left open overnight does not go stale.
 */
export const castingCallInputSchemaFor = (today: () => string) =>
  v.pipe(
    v.strictObject({
      ...callEntries,
      deadline: v.pipe(
        IsoDateSchema,
        // A malformed date has its own message; it is not also "past".
        v.check(
          (deadline) => !v.is(IsoDateSchema, deadline) || deadline >= today(),
          'validation.deadlinePast',
        ),
      ),
    }),
    budgetRange,
  );

/** `POST /api/v3/casting-calls/edit-brand/{id}/`. */
export const CastingCallBrandSchema = v.strictObject({ brand_id: RecordIdSchema });

/** A creator's application: a price and a message without contact details. */
export const CastingApplicationInputSchema = v.strictObject({
  price: UsdAmountSchema,
  message: messageText(APPLICATION_MESSAGE_MAX_LENGTH),
});
