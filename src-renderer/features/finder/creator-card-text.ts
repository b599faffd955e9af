import type { CreatorCard, CreatorCardNetwork } from '../../../src-shared/domain/finder';

/** Up to two initials for the avatar placeholder. */
export function creatorInitials(creator: Pick<CreatorCard, 'first_name' | 'last_name'>): string {
  const initials = [creator.first_name, creator.last_name]
    .map((part) => part.trim().charAt(0).toLocaleUpperCase('es-MX'))
    .join('');
  return initials || '?';
}

/** A card shows the largest audiences; the profile lists every network. */
export const CARD_NETWORKS = 3;

export function networksForCard(networks: readonly CreatorCardNetwork[]): {
  shown: CreatorCardNetwork[];
  more: number;
} {
  const sorted = [...networks].sort((a, b) => b.followers - a.followers);
  return {
    shown: sorted.slice(0, CARD_NETWORKS),
    more: Math.max(0, sorted.length - CARD_NETWORKS),
  };
}
