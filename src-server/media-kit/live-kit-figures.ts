import type { Kysely } from 'kysely';
import type { KitFigures } from '../../src-shared/domain/media-kit';
import type { Database } from '../db/schema';
import { publicNetworksOf } from '../networks/public-networks';
import { canonicalFigures } from './kit-digest';

/**
 * A creator's figures as a kit exported now would print them: the handle, and per current
 * connection the followers it stores and er, aqs and average views from its latest snapshot,
 * which is what the networks list answers and main's kit source reads
 * (src-main/offline/media-kit-source.ts). An unchanged kit therefore digests the same.
 */
export async function liveKitFigures(
  db: Kysely<Database>,
  userId: string,
  handle: string | null,
): Promise<KitFigures> {
  const networks = await publicNetworksOf(db, userId);
  return canonicalFigures({
    handle,
    networks: networks.map((network) => ({
      network: network.network,
      username: network.username,
      followers: network.followers,
      er: network.er,
      aqs: network.aqs,
      views_avg: network.views_avg,
    })),
  });
}
