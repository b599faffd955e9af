import type { Kysely } from 'kysely';
import { FIGURE_NETWORKS } from '../../../src-shared/domain/collaboration';
import type { SocialNetwork } from '../../../src-shared/domain/network';
import type { Database } from '../../db/schema';

// Issue 31: FIGURE_NETWORKS (shared, so the screens can say it too) has one adapter per network
// in this folder (`<network>-figures.ts`).

export type FigureNetwork = (typeof FIGURE_NETWORKS)[number];

export function figuresReadable(network: SocialNetwork): network is FigureNetwork {
  return (FIGURE_NETWORKS as readonly SocialNetwork[]).includes(network);
}

/**
 * The networks on which the core API reads this creator's post figures: those with an adapter
 * where the creator has a verified connection whose grant the network has not refused. Figures of
 * the others are typed by hand (`collaborations/items/{id}/figures/`).
 */
export async function readableNetworksOf(
  db: Kysely<Database>,
  creatorId: string,
): Promise<Set<SocialNetwork>> {
  const rows = await db
    .selectFrom('user_networks')
    .innerJoin('network_credentials', 'network_credentials.user_network', 'user_networks.uuid')
    .select('user_networks.network')
    .distinct()
    .where('user_networks.user_id', '=', creatorId)
    .where('user_networks.connected', '=', true)
    .where('user_networks.network', 'in', FIGURE_NETWORKS)
    .where('network_credentials.revoked_at', 'is', null)
    .execute();
  return new Set(rows.map((row) => row.network));
}
