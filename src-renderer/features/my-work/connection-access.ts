import {
  PROVIDER_CONNECT_NETWORKS,
  type NetworkConnection,
  type ProviderConnectNetwork,
  type SocialNetwork,
} from '../../../src-shared/domain/network';
import { needsReconnect } from '../../../src-shared/rules/network-access';

// One rule with main's agency desk (src-shared/rules/network-access.ts).
export { canRefresh, needsReconnect } from '../../../src-shared/rules/network-access';

/** The grant ends within ACCESS_EXPIRY_WARNING_DAYS: reconnecting now avoids the gap. */
export const isExpiring = (connection: Pick<NetworkConnection, 'access'>): boolean =>
  connection.access?.state === 'expiring';

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
