import * as v from 'valibot';
import { GENDERS, LANGUAGES } from '../catalogs/profile-options';
import { CREATOR_CATEGORIES } from '../domain/creator-category';
import { FINDER_SORTS } from '../domain/finder';
import { SOCIAL_NETWORKS } from '../domain/network';
import { MAX_FOLLOWERS } from './network';
import { CountrySchema, PageNumberSchema, PageSizeSchema } from './common';

const wholeNumber = (message: string) =>
  v.pipe(
    v.number(message),
    v.integer(message),
    v.minValue(0, message),
    v.maxValue(MAX_FOLLOWERS, message),
  );

/**
 * The finder's filters as main and the renderer pass them (numbers as numbers). The core API
 * reads the same names from the query string (src-server parses them into this shape).
 */
export const FinderQuerySchema = v.pipe(
  v.strictObject({
    network: v.optional(v.picklist(SOCIAL_NETWORKS, 'validation.networkInvalid')),
    username: v.optional(
      v.pipe(
        v.string('validation.searchTooLong'),
        v.trim(),
        v.maxLength(100, 'validation.searchTooLong'),
      ),
    ),
    category: v.optional(v.picklist(CREATOR_CATEGORIES, 'validation.categoryInvalid')),
    followers_min: v.optional(wholeNumber('validation.followersInvalid')),
    followers_max: v.optional(wholeNumber('validation.followersInvalid')),
    country: v.optional(CountrySchema),
    language: v.optional(v.picklist(LANGUAGES, 'validation.optionInvalid')),
    gender: v.optional(v.picklist(GENDERS, 'validation.optionInvalid')),
    er_min: v.optional(
      v.pipe(
        v.number('validation.erInvalid'),
        v.minValue(0, 'validation.erInvalid'),
        v.maxValue(100, 'validation.erInvalid'),
      ),
    ),
    sort: v.optional(v.picklist(FINDER_SORTS, 'validation.optionInvalid')),
    page: v.optional(PageNumberSchema),
    size_page: v.optional(PageSizeSchema),
  }),
  v.forward(
    v.check(
      (query) =>
        query.followers_min === undefined ||
        query.followers_max === undefined ||
        query.followers_min <= query.followers_max,
      'validation.followersRangeInvalid',
    ),
    ['followers_max'],
  ),
);
