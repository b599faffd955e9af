import * as v from 'valibot';
import { HASHTAG_MAX_LENGTH, isHashtagPrefix } from '../rules/hashtags';

/**
 * `?tag=` of the hashtag suggestions: what the user typed so far, with or without its `#` (send it
 * as `%23`). Letters, digits and `_` only: a query of symbols or spaces has nothing to suggest.
 */
export const HashtagQuerySchema = v.object({
  // Absent reads as empty, so it gets the same message as `?tag=`.
  tag: v.optional(
    v.pipe(
      v.string('validation.hashtagQueryRequired'),
      v.trim(),
      v.transform((value) => value.replace(/^#+/, '')),
      v.minLength(1, 'validation.hashtagQueryRequired'),
      v.maxLength(HASHTAG_MAX_LENGTH, 'validation.hashtagQueryTooLong'),
      v.check(isHashtagPrefix, 'validation.hashtagQueryInvalid'),
    ),
    '',
  ),
});
export type HashtagQuery = v.InferOutput<typeof HashtagQuerySchema>;
