import type { CreatorCard, CreatorCardNetwork } from '../../../src-shared/domain/finder';
import type { SocialNetwork } from '../../../src-shared/domain/network';

/** What one line of the compact list shows, read the way the core API filters and sorts. */
export interface CompactFigures {
  /** The network searched for when the creator has it, else the largest audience; null if none. */
  main: CreatorCardNetwork | null;
  followers: number | null;
  /** The er the order uses: the main network's when one is searched for, else the best one. */
  er: { value: number; network: SocialNetwork } | null;
  /** When the main network's figures were read. */
  readAt: string | null;
}

/**
 * With a network in the search, followers and er are that network's (the core API filters and
 * orders by them); without one, the largest audience and the best er across networks, which may
 * come from another network than the one shown.
 */
export function compactFigures(creator: CreatorCard, searched?: SocialNetwork): CompactFigures {
  const byFollowers = [...creator.networks].sort((a, b) => b.followers - a.followers);
  const scoped = searched ? creator.networks.find((n) => n.network === searched) : undefined;
  const main = scoped ?? byFollowers[0] ?? null;
  const er = scoped ? erOf(scoped) : bestEr(creator.networks);
  return {
    main,
    followers: main?.followers ?? null,
    er,
    readAt: main?.read_at ?? null,
  };
}

function erOf(network: CreatorCardNetwork): CompactFigures['er'] {
  return network.er === null ? null : { value: network.er, network: network.network };
}

function bestEr(networks: readonly CreatorCardNetwork[]): CompactFigures['er'] {
  let best: CompactFigures['er'] = null;
  for (const network of networks) {
    if (network.er !== null && (best === null || network.er > best.value)) {
      best = { value: network.er, network: network.network };
    }
  }
  return best;
}
