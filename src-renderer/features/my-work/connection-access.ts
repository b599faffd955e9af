import {
  PROVIDER_CONNECT_NETWORKS,
  type NetworkConnection,
  type ProviderConnectNetwork,
  type SocialNetwork,
} from '../../../src-shared/domain/network';

/** The network no longer accepts the grant: its figures stay frozen until the creator reconnects. */
export const needsReconnect = (connection: Pick<NetworkConnection, 'access'>): boolean =>
  connection.access?.state === 'expired' || connection.access?.state === 'revoked';

/** The grant ends within ACCESS_EXPIRY_WARNING_DAYS: reconnecting now avoids the gap. */
export const isExpiring = (connection: Pick<NetworkConnection, 'access'>): boolean =>
  connection.access?.state === 'expiring';

/** Only figures a network reported can be read again, and only while it accepts the grant. */
export const canRefresh = (connection: Pick<NetworkConnection, 'connected' | 'access'>): boolean =>
  connection.connected && !needsReconnect(connection);

/** Whether `connectNetwork` can sign in to this network again (blog and snapchat never can). */
export const isReconnectable = (network: SocialNetwork): network is ProviderConnectNetwork =>
  (PROVIDER_CONNECT_NETWORKS as readonly SocialNetwork[]).includes(network);

/** The connections the banner above the list names: expiring, expired or revoked, in list order. */
export const connectionsNeedingAttention = (
  connections: readonly NetworkConnection[],
): NetworkConnection[] =>
  connections.filter(
    (connection) =>
      isReconnectable(connection.network) && (isExpiring(connection) || needsReconnect(connection)),
  );
