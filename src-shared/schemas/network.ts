import * as v from 'valibot';
import { SOCIAL_NETWORKS } from '../domain/network';
import { NETWORKS_WITH_NAME_AND_URL } from '../rules/network-badge';

/** Spec §5/§9: username and name max 50, URL max 250; followers a whole number. */
export const NETWORK_USERNAME_MAX_LENGTH = 50;
export const NETWORK_NAME_MAX_LENGTH = 50;
export const NETWORK_URL_MAX_LENGTH = 250;
export const MAX_FOLLOWERS = 1_000_000_000_000;

const HTTP_URL = /^https?:\/\/[^\s/$.?#][^\s]*$/i;

export const NetworkUrlSchema = v.pipe(
  v.string('validation.urlInvalid'),
  v.trim(),
  v.maxLength(NETWORK_URL_MAX_LENGTH, 'validation.urlTooLong'),
  v.regex(HTTP_URL, 'validation.urlInvalid'),
  v.url('validation.urlInvalid'),
);

const fields = {
  network: v.picklist(SOCIAL_NETWORKS, 'validation.networkInvalid'),
  username: v.pipe(
    v.string('validation.usernameRequired'),
    v.trim(),
    v.nonEmpty('validation.usernameRequired'),
    v.maxLength(NETWORK_USERNAME_MAX_LENGTH, 'validation.usernameTooLong'),
  ),
  name: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(NETWORK_NAME_MAX_LENGTH, 'validation.nameTooLong')),
  ),
  url: v.optional(v.union([v.literal(''), NetworkUrlSchema], 'validation.urlInvalid')),
  followers: v.pipe(
    v.number('validation.followersRequired'),
    v.integer('validation.followersInvalid'),
    v.minValue(0, 'validation.followersInvalid'),
    v.maxValue(MAX_FOLLOWERS, 'validation.followersInvalid'),
  ),
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
  v.forward(
    v.check(
      (input) => !needsNameAndUrl(input.network) || !!input.name,
      'validation.networkNameRequired',
    ),
    ['name'],
  ),
  v.forward(
    v.check((input) => !needsNameAndUrl(input.network) || !!input.url, 'validation.urlInvalid'),
    ['url'],
  ),
);
export type NetworkConnectionInput = v.InferOutput<typeof NetworkConnectionInputSchema>;

export const NetworkUuidSchema = v.pipe(
  v.string('validation.networkInvalid'),
  v.uuid('validation.networkInvalid'),
);
