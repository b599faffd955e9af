import * as v from 'valibot';
import type { NetworkConnection, SocialNetwork } from '../../../src-shared/domain/network';
import { formatFollowersInput, parseFollowers } from '../../../src-shared/rules/followers';
import { NETWORKS_WITH_NAME_AND_URL } from '../../../src-shared/rules/network-badge';
import {
  NetworkConnectionInputSchema,
  NetworkUrlSchema,
} from '../../../src-shared/schemas/network';

/** What the form holds: followers as typed, with thousand separators. */
export interface ConnectionFormValues {
  username: string;
  name: string;
  url: string;
  followers: string;
  is_channel: boolean;
}

export type ConnectionFormField = 'username' | 'name' | 'url' | 'followers';

export const needsNameAndUrl = (network: SocialNetwork): boolean =>
  NETWORKS_WITH_NAME_AND_URL.includes(network);

/** The fields on screen for this network, where server messages can be shown. */
export const formFieldsFor = (network: SocialNetwork): readonly ConnectionFormField[] =>
  needsNameAndUrl(network) ? ['username', 'name', 'url', 'followers'] : ['username', 'followers'];

function followersNumber(text: string): number {
  if (text.trim() === '') return Number.NaN; // valibot's number() refuses NaN: "required"
  // Typed but unreadable (too many digits): a negative count fails as "invalid", not "required".
  return parseFollowers(text) ?? -1;
}

/** Spec §7: name and URL only where the network asks for them, is_channel only for youtube. */
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
    }),
    v.transform((values) => connectionInput(network, values)),
    NetworkConnectionInputSchema,
  );

export function emptyConnectionForm(): ConnectionFormValues {
  return { username: '', name: '', url: '', followers: '', is_channel: false };
}

export function connectionFormFrom(connection: NetworkConnection): ConnectionFormValues {
  return {
    username: connection.username,
    name: connection.name,
    url: connection.url,
    followers: formatFollowersInput(String(connection.followers)),
    is_channel: connection.is_channel,
  };
}

/** Spec §5: for linkedin, blog and spotify submit waits for a name and a valid URL. */
export function nameAndUrlReady(values: Pick<ConnectionFormValues, 'name' | 'url'>): boolean {
  return values.name.trim() !== '' && v.is(NetworkUrlSchema, values.url);
}
