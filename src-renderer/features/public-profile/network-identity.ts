import type { PublicNetwork } from '../../../src-shared/domain/public-profile';
import { NETWORKS_WITH_NAME_AND_URL } from '../../../src-shared/rules/network-badge';

/** How a network names the creator on a public profile. */
export type NetworkIdentity =
  { kind: 'handle'; text: string } | { kind: 'site'; name: string; url: string | null };

// Only web addresses become links: anything else in `url` is shown as text, never followed.
const WEB_ADDRESS = /^https?:\/\//i;

/**
 * Blog, podcast and LinkedIn go by their name and address; YouTube by the channel's name (its
 * username may be the channel id); every other network by `@username`.
 */
export function networkIdentity(network: PublicNetwork): NetworkIdentity {
  if (NETWORKS_WITH_NAME_AND_URL.includes(network.network)) {
    return {
      kind: 'site',
      name: network.name.trim() || network.username,
      url: WEB_ADDRESS.test(network.url) ? network.url : null,
    };
  }
  if (network.network === 'youtube' && network.name.trim()) {
    return { kind: 'handle', text: network.name.trim() };
  }
  return { kind: 'handle', text: `@${network.username}` };
}
