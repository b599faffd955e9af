import type { ProviderConnectNetwork, SocialNetwork } from '../../src-shared/domain/network';

/** How each network writes its own name, for messages that name it. */
export const OAUTH_NETWORK_LABELS: Readonly<Record<ProviderConnectNetwork, string>> = {
  tiktok: 'TikTok',
  twitch: 'Twitch',
  pinterest: 'Pinterest',
  linkedin: 'LinkedIn',
  spotify: 'Spotify',
  youtube: 'YouTube',
  // The brand's own name since 2023; users look for it as X.
  twitter: 'X',
  facebook: 'Facebook',
  instagram: 'Instagram',
};

/** A network's name for a message; those that never connect through a sign-in by their id. */
export function networkLabel(network: SocialNetwork): string {
  return (OAUTH_NETWORK_LABELS as Partial<Record<SocialNetwork, string>>)[network] ?? network;
}
