/** How a creator embedded in a call, application or proposal is named on screen. */
export interface NamedCreator {
  first_name: string;
  last_name: string;
  vanity_name: string | null;
  /** Where known (finder cards), the largest network's handle names a creator without a name. */
  networks?: readonly { username: string; followers: number }[];
}

/**
 * Full name, else the public handle, else the handle of their largest network, else '' (the
 * caller supplies its own wording for that).
 */
export function creatorName(creator: NamedCreator): string {
  const full = `${creator.first_name} ${creator.last_name}`.trim();
  if (full) return full;
  if (creator.vanity_name) return `@${creator.vanity_name}`;
  const largest = [...(creator.networks ?? [])].sort((a, b) => b.followers - a.followers)[0];
  return largest ? `@${largest.username}` : '';
}
