import { call } from '../../bridge/client';
import { useRemoteData, type RemoteData } from '../../data/use-remote-data';
import type { ProgressFacts } from './profile-progress-items';

/**
 * The three lists the meter counts. All three are answered from this account's saved copy when
 * the server is unreachable, so the meter holds offline.
 */
export function useProgressFacts(userId: string): RemoteData<ProgressFacts> {
  // Keyed by account: switching accounts may keep the home on screen.
  return useRemoteData(`home:progress:${userId}`, async () => {
    const [networks, briefcase, prices] = await Promise.all([
      call('listNetworks'),
      call('listBriefcase'),
      call('listPrices'),
    ]);
    return {
      networks: networks.count,
      verifiedNetworks: networks.results.filter((network) => network.connected).length,
      portfolioPieces: briefcase.count,
      priceLines: prices.results.length,
    };
  });
}
