import * as v from 'valibot';
import { SOCIAL_NETWORKS } from '../domain/network';
import { NETWORKS_WITH_NAME_AND_URL } from '../rules/network-badge';
import { MAX_FOLLOWERS } from '../rules/followers';
import { withPastedProfile } from '../rules/network-url';
import { withoutLeadingAt } from '../rules/network-username';
import { hasDisguisingCharacters } from '../rules/visible-text';
import {
  NETWORK_NAME_MAX_LENGTH,
  NETWORK_URL_MAX_LENGTH,
  NETWORK_USERNAME_MAX_LENGTH,
} from '../rules/text-limits';

export { MAX_FOLLOWERS };

const HTTP_URL = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
/** What the linkedin, blog and podcast forms say about an address they cannot use. */
const NETWORK_URL_INVALID = 'validation.networkUrlInvalid';

/** An http(s) address of at most NETWORK_URL_MAX_LENGTH; `message` says what is wrong with it. */
const httpUrlSchema = (message: string) =>
  v.pipe(
    v.string(message),
    v.trim(),
    v.maxLength(NETWORK_URL_MAX_LENGTH, 'validation.urlTooLong'),
    v.regex(HTTP_URL, message),
    v.url(message),
  );

/** A web address in general (brand sites, portfolio links): the generic message. */
export const NetworkUrlSchema = httpUrlSchema('validation.urlInvalid');

/** A linkedin, blog or podcast address: the connection form's own message. */
const ConnectionUrlSchema = httpUrlSchema(NETWORK_URL_INVALID);

/**
 * Followers as a number, the one rule for the form, main and the core API: a whole number, not
 * negative, not more than `MAX_FOLLOWERS`, and (docs/PRODUCT.md §5, `noFollowers / needFollowers`)
 * not 0.
 */
export const FollowersCountSchema = v.pipe(
  v.number('validation.followersRequired'),
  v.minValue(0, 'validation.followersNegative'),
  v.integer('validation.followersDecimal'),
  v.maxValue(MAX_FOLLOWERS, 'validation.followersTooMany'),
  v.minValue(1, 'needFollowers'),
);

/** Issue 35: a handle or name people read shows what it holds (rules/visible-text.ts). */
const oneLineAsWritten = v.check<string, string>(
  (text) => !hasDisguisingCharacters(text),
  'validation.textDisguisedOneLine',
);

const fields = {
  network: v.picklist(SOCIAL_NETWORKS, 'validation.networkInvalid'),
  username: v.pipe(
    v.string('validation.usernameRequired'),
    v.trim(),
    v.transform(withoutLeadingAt),
    v.nonEmpty('validation.usernameRequired'),
    oneLineAsWritten,
    // A pasted profile address may be longer than a username; it is read below, then measured.
  ),
  name: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(NETWORK_NAME_MAX_LENGTH, 'validation.nameTooLong'),
      oneLineAsWritten,
    ),
  ),
  url: v.optional(v.union([v.literal(''), ConnectionUrlSchema], NETWORK_URL_INVALID)),
  followers: FollowersCountSchema,
  is_channel: v.optional(v.boolean()),
};

const needsNameAndUrl = (network: string) =>
  (NETWORKS_WITH_NAME_AND_URL as readonly string[]).includes(network);

/**
 * A connection as the side panel's form sends it (add or update). linkedin, blog and spotify also
 * need a name and a valid http(s) URL.
 */
export const NetworkConnectionInputSchema = v.pipe(
  v.strictObject(fields),
  // Issue 34: a pasted profile address is read the same in the form, in main and in the core API.
  v.transform(withPastedProfile),
  v.forward(
    v.check(
      (input) => input.username.length <= NETWORK_USERNAME_MAX_LENGTH,
      'validation.usernameTooLong',
    ),
    ['username'],
  ),
  v.forward(
    v.check(
      (input) => !needsNameAndUrl(input.network) || !!input.name,
      'validation.networkNameRequired',
    ),
    ['name'],
  ),
  v.forward(
    v.check((input) => !needsNameAndUrl(input.network) || !!input.url, NETWORK_URL_INVALID),
    ['url'],
  ),
);
export type NetworkConnectionInput = v.InferOutput<typeof NetworkConnectionInputSchema>;

export const NetworkUuidSchema = v.pipe(
  v.string('validation.networkInvalid'),
  v.uuid('validation.networkInvalid'),
);
