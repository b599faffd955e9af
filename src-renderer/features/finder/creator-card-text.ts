import type { CreatorCard, CreatorCardNetwork } from '../../../src-shared/domain/finder';

/** Up to two initials for the avatar placeholder. */
export function creatorInitials(
  creator: Pick<CreatorCard, 'first_name' | 'last_name'> &
    Partial<Pick<CreatorCard, 'vanity_name' | 'networks'>>,
): string {
  const initials = [creator.first_name, creator.last_name]
    .map((part) => part.trim().charAt(0).toLocaleUpperCase('es-MX'))
    .join('');
  // Without a name, the handle (or the first network's username) still gives a letter.
  const handle = creator.vanity_name ?? creator.networks?.[0]?.username ?? '';
  return (
    initials ||
    handle
      .replace(/^[@._]+/, '')
      .charAt(0)
      .toLocaleUpperCase('es-MX') ||
    '?'
  );
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
