import type { ListPage } from '../../../src-shared/api/envelope';
import type { BriefcaseItem } from '../../../src-shared/domain/briefcase';
import type { PriceItem } from '../../../src-shared/domain/finder';
import type { NetworkConnection } from '../../../src-shared/domain/network';
import { call } from '../../bridge/client';
import { savedCopyOf } from '../../data/saved-copy';
import { useRemoteData, type RemoteData } from '../../data/use-remote-data';
import type { ProgressFacts } from './profile-progress-items';

type FactSources = [ListPage<NetworkConnection>, ListPage<BriefcaseItem>, { results: PriceItem[] }];

function factsOf([networks, briefcase, prices]: FactSources): ProgressFacts {
  return {
    networks: networks.count,
    verifiedNetworks: networks.results.filter((network) => network.connected).length,
    portfolioPieces: briefcase.count,
    priceLines: prices.results.length,
  };
}

/**
 * The three lists the meter counts. All three are answered from this account's saved copy when
 * the server is unreachable, so the meter holds offline; a home switched to paints from the copy
 * first.
 */
export function useProgressFacts(userId: string): RemoteData<ProgressFacts> {
  // Keyed by account: switching accounts may keep the home on screen.
  return useRemoteData(
    `home:progress:${userId}`,
    async () =>
      factsOf(await Promise.all([call('listNetworks'), call('listBriefcase'), call('listPrices')])),
    {
      savedCopy: async () => {
        const [networks, briefcase, prices] = await Promise.all([
          savedCopyOf({ read: 'listNetworks' }),
          savedCopyOf({ read: 'listBriefcase' }),
          savedCopyOf({ read: 'listPrices' }),
        ]);
        return networks && briefcase && prices ? factsOf([networks, briefcase, prices]) : null;
      },
    },
  );
}
