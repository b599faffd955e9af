import type { SocialNetwork } from '../../../src-shared/domain/network';
import { looksLikeUrl, usernameFromUrl } from '../../../src-shared/rules/network-url';
import { withoutLeadingAt } from '../../../src-shared/rules/network-username';

export type UsernameInput =
  | { kind: 'text'; username: string }
  | { kind: 'url'; username: string; is_channel: boolean; url?: string }
  /** A profile address we cannot read: the `errorUrl` toast, and the field keeps its value. */
  | { kind: 'unreadableUrl' };

/**
 * What typed or pasted text means for the username field (docs/PRODUCT.md §5.4); a
 * typed `@ana` becomes `ana` on screen, as the shared schema stores it.
 */
export function readUsernameInput(network: SocialNetwork, text: string): UsernameInput {
  if (!looksLikeUrl(text)) return { kind: 'text', username: withoutLeadingAt(text) };
  const account = usernameFromUrl(network, text);
  return account ? { kind: 'url', ...account } : { kind: 'unreadableUrl' };
}
