import type { CreatorCard, CreatorCardNetwork } from '../../../src-shared/domain/finder';
import { initialsOfFirst } from '../../../src-shared/rules/initials';

/** The avatar placeholder's letters, by the app's one initials rule (src-shared/rules/initials). */
export function creatorInitials(
  creator: Pick<CreatorCard, 'first_name' | 'last_name'> &
    Partial<Pick<CreatorCard, 'vanity_name' | 'networks'>>,
): string {
  // First name and first surname; without a name, the handle (or the first network's username).
  const name = `${firstWord(creator.first_name)} ${firstWord(creator.last_name)}`;
  return initialsOfFirst(name, creator.vanity_name, creator.networks?.[0]?.username);
}

const firstWord = (text: string): string => text.trim().split(/\s+/)[0] ?? '';

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
