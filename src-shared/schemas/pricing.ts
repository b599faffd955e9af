import * as v from 'valibot';
import { CONTENT_TYPES, isContentTypeOf } from '../domain/content-types';
import { INTERESTS } from '../domain/finder';
import { SOCIAL_NETWORKS } from '../domain/network';
import { UsdAmountSchema } from './common';

/**
 * `POST /api/v1/briefcase/pricing/`: one line of a creator's rate card, price in USD (positive,
 * cents at most). The content type must be one its network has: a "tweet" on YouTube is a 400
 * on `content_type`, not a line nobody could ever hire.
 */
export const PriceInputSchema = v.pipe(
  v.strictObject({
    network: v.picklist(SOCIAL_NETWORKS, 'validation.networkInvalid'),
    content_type: v.picklist(CONTENT_TYPES, 'validation.contentTypeInvalid'),
    price: UsdAmountSchema,
  }),
  v.forward(
    v.check(
      (input) => isContentTypeOf(input.network, input.content_type),
      'validation.contentTypeInvalid',
    ),
    ['content_type'],
  ),
);
export type PriceInput = v.InferOutput<typeof PriceInputSchema>;

/** `POST /api/v1/accounts/add-interest/`. */
export const InterestInputSchema = v.strictObject({
  interest: v.picklist(INTERESTS, 'validation.interestInvalid'),
});
export type InterestInput = v.InferOutput<typeof InterestInputSchema>;
