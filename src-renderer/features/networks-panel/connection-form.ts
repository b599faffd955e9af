import { valibotResolver } from '@hookform/resolvers/valibot';
import type { Resolver } from 'react-hook-form';
import * as v from 'valibot';
import type { NetworkConnection, SocialNetwork } from '../../../src-shared/domain/network';
import {
  FOLLOWERS_MESSAGES,
  formatFollowersInput,
  readFollowers,
} from '../../../src-shared/rules/followers';
import { NETWORKS_WITH_NAME_AND_URL } from '../../../src-shared/rules/network-badge';
import {
  NetworkConnectionInputSchema,
  NetworkUrlSchema,
  type NetworkConnectionInput,
} from '../../../src-shared/schemas/network';

/** What the form holds: followers as typed, with thousand separators. */
export interface ConnectionFormValues {
  username: string;
  name: string;
  url: string;
  followers: string;
  is_channel: boolean;
  /** Carried, not edited: the connection being edited was verified by its network. */
  connected: boolean;
}

export type ConnectionFormField = 'username' | 'name' | 'url' | 'followers';

export const needsNameAndUrl = (network: SocialNetwork): boolean =>
  NETWORKS_WITH_NAME_AND_URL.includes(network);

/** The fields on screen for this network, where server messages can be shown. */
export const formFieldsFor = (network: SocialNetwork): readonly ConnectionFormField[] =>
  needsNameAndUrl(network) ? ['username', 'name', 'url', 'followers'] : ['username', 'followers'];

/** Typed followers as the shared schema takes them; text it cannot read is judged on its own. */
function followersNumber(text: string): number {
  const reading = readFollowers(text);
  return reading.ok ? reading.value : Number.NaN;
}

/**
 * docs/PRODUCT.md §7: name and URL only where the network asks for them, is_channel only for
 * youtube.
 */
export function connectionInput(
  network: SocialNetwork,
  values: ConnectionFormValues,
): v.InferInput<typeof NetworkConnectionInputSchema> {
  return {
    network,
    username: values.username,
    followers: followersNumber(values.followers),
    ...(needsNameAndUrl(network) ? { name: values.name, url: values.url.trim() } : {}),
    ...(network === 'youtube' ? { is_channel: values.is_channel } : {}),
  };
}

/** The shared connection schema, fed from the form's values, so the rules live in one place. */
export const connectionFormSchema = (network: SocialNetwork) =>
  v.pipe(
    v.object({
      username: v.string(),
      name: v.string(),
      url: v.string(),
      followers: v.string(),
      is_channel: v.boolean(),
      connected: v.boolean(),
    }),
    v.transform((values) => connectionInput(network, values)),
    NetworkConnectionInputSchema,
  );

/**
 * The shared schema's messages, except that followers the creator typed but we cannot read say
 * why (`1.5`: no decimals, `-5`: not negative) instead of the schema's "required". Checked apart
 * from the schema so the other fields' messages still show at the same time.
 */
export function connectionFormResolver(
  network: SocialNetwork,
): Resolver<ConnectionFormValues, unknown, NetworkConnectionInput> {
  const shared = valibotResolver(connectionFormSchema(network));
  return async (values, context, options) => {
    const reading = readFollowers(values.followers);
    if (reading.ok) return shared(values, context, options);
    // The other fields are judged as if the count were fine, so their messages show as well.
    const others = await shared({ ...values, followers: '1' }, context, options);
    return {
      values: {},
      errors: {
        ...others.errors,
        followers: { type: 'validate', message: FOLLOWERS_MESSAGES[reading.problem] },
      },
    };
  };
}

export function emptyConnectionForm(): ConnectionFormValues {
  return { username: '', name: '', url: '', followers: '', is_channel: false, connected: false };
}

export function connectionFormFrom(connection: NetworkConnection): ConnectionFormValues {
  return {
    username: connection.username,
    name: connection.name,
    url: connection.url,
    followers: formatFollowersInput(String(connection.followers)),
    is_channel: connection.is_channel,
    connected: connection.connected,
  };
}

/** Why submit waits, as a message key; null when it does not. */
export type ConnectionBlock = 'nameAndUrl' | 'name' | 'url' | null;

/** docs/PRODUCT.md §5: for linkedin, blog and spotify submit waits for a name and a valid URL. */
export function connectionBlock(
  network: SocialNetwork,
  values: Pick<ConnectionFormValues, 'name' | 'url'>,
): ConnectionBlock {
  if (!needsNameAndUrl(network)) return null;
  const named = values.name.trim() !== '';
  const addressed = v.is(NetworkUrlSchema, values.url);
  if (named && addressed) return null;
  if (named) return 'url';
  return addressed ? 'name' : 'nameAndUrl';
}
