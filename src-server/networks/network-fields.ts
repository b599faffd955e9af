import { sql, type RawBuilder } from 'kysely';
import type { SocialNetwork } from '../../src-shared/domain/network';
import { NETWORKS_WITH_NAME_AND_URL } from '../../src-shared/rules/network-badge';
import type { NetworkConnectionInput } from '../../src-shared/schemas/network';
import type { NetworkRow } from '../db/schema';

/** The form's fields as they are stored. */
export interface StoredNetworkFields {
  network: SocialNetwork;
  username: string;
  name: string;
  url: string;
  followers: number;
  is_channel: boolean;
}

const hasUrl = (network: SocialNetwork) => NETWORKS_WITH_NAME_AND_URL.includes(network);

const isChannel = (
  input: { network: SocialNetwork; is_channel?: boolean | undefined },
  current: { is_channel: boolean } | undefined,
) => input.network === 'youtube' && (input.is_channel ?? current?.is_channel ?? false);

/**
 * Turns a form into columns. A URL is kept only where the form has one and is_channel only on
 * youtube, so stray values never reach the list nor the account's identity. On an edit, a field
 * the form left out keeps its stored value (the spec's update sends is_channel or name, not both).
 */
export function storedFields(
  input: NetworkConnectionInput,
  current?: Pick<NetworkRow, 'name' | 'url' | 'is_channel'>,
): StoredNetworkFields {
  return {
    network: input.network,
    username: input.username,
    name: input.name ?? current?.name ?? '',
    // A YouTube channel keeps its @handle address (network-handle.ts), set by Google's sign-in.
    url:
      hasUrl(input.network) || isChannel(input, current) ? (input.url ?? current?.url ?? '') : '',
    followers: input.followers,
    is_channel: isChannel(input, current),
  };
}

/**
 * The badge a hand-typed write leaves, decided by the row as the UPDATE finds it: it stays only
 * where the typed username, channel flag and follower count are the very ones stored, so nothing
 * typed differs from what the network vouched for. In SQL rather than from a row read earlier, so
 * a sign-in or re-read landing between that read and the write can never leave typed figures
 * under the badge: a connection is never both verified and typed.
 */
export function badgeAfterTyping(
  typed: Pick<StoredNetworkFields, 'username' | 'followers' | 'is_channel'>,
): RawBuilder<boolean> {
  return sql<boolean>`(connected and username = ${typed.username}
    and followers = ${typed.followers} and is_channel = ${typed.is_channel})`;
}
