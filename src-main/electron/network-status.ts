import { net } from 'electron';
import { allOf, dnsStatus, type NetworkStatus } from '../offline/network-status';

/**
 * Electron's view of the network (the OS's own online flag), then a DNS answer for a well-known
 * host, since the flag stays up behind a router that has lost its line.
 */
export const electronNetworkStatus: NetworkStatus = allOf(
  { isOnline: async () => net.isOnline() },
  dnsStatus(),
);
