import type { NetworkConnection, SocialNetwork } from '../domain/network';
import { SPECIAL_GROUP_NETWORKS } from '../domain/network';

export type ConnectionBadge = 'verified' | 'not_verified' | null;

/** Blog and snapchat have no sign-in to connect through, so they never carry a badge. */
export function canConnectAutomatically(network: SocialNetwork): boolean {
  return !SPECIAL_GROUP_NETWORKS.includes(network);
}

/**
 * docs/PRODUCT.md §4: verified if connected, otherwise not verified; none where connecting is
 * impossible.
 */
export function connectionBadge(
  connection: Pick<NetworkConnection, 'network' | 'connected'>,
): ConnectionBadge {
  if (!canConnectAutomatically(connection.network)) return null;
  return connection.connected ? 'verified' : 'not_verified';
}

/** Networks whose form asks for a display name and a URL besides the username. */
export const NETWORKS_WITH_NAME_AND_URL: readonly SocialNetwork[] = ['linkedin', 'blog', 'spotify'];
