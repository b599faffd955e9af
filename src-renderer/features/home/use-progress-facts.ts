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

/** Keyed by account: switching accounts may keep the home on screen. */
export const progressKey = (accountId: string) => `home:progress:${accountId}`;

/** The meter's facts from an account's saved copy (the active one's without `accountId`). */
export async function progressFromCopy(accountId?: string): Promise<ProgressFacts | null> {
  const of = accountId ? { accountId } : {};
  const [networks, briefcase, prices] = await Promise.all([
    savedCopyOf({ read: 'listNetworks', ...of }),
    savedCopyOf({ read: 'listBriefcase', ...of }),
    savedCopyOf({ read: 'listPrices', ...of }),
  ]);
  return networks && briefcase && prices ? factsOf([networks, briefcase, prices]) : null;
}

/**
 * The three lists the meter counts. All three are answered from this account's saved copy when
 * the server is unreachable, so the meter holds offline; a home switched to paints from the copy
 * first.
 */
export function useProgressFacts(accountId: string): RemoteData<ProgressFacts> {
  return useRemoteData(
    progressKey(accountId),
    async () =>
      factsOf(await Promise.all([call('listNetworks'), call('listBriefcase'), call('listPrices')])),
    { savedCopy: () => progressFromCopy() },
  );
}
