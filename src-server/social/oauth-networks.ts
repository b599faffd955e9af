import type { OAuthWindowNetwork } from '../../src-shared/domain/network';
import type { OAuthNetworkAdapter } from '../providers/oauth-network';
import { createTwitchOAuth, type TwitchConfig } from '../providers/twitch-oauth';

/** The registered return point of every network's sign-in window; main catches it unloaded. */
export const DEFAULT_SOCIAL_REDIRECT_URL = 'https://marcacreadores.mx/account-setting/social';

export interface SocialConfig {
  /** Must match the redirect URI registered with each network's app. */
  redirectUri: string;
  twitch?: TwitchConfig;
}

/** The networks this deployment can connect through OAuth, and where their windows return. */
export interface OAuthNetworks {
  redirectUri: string;
  adapters: Partial<Record<OAuthWindowNetwork, OAuthNetworkAdapter>>;
}

/** A network is on when its settings are present; a new network is one more line here. */
export function createOAuthNetworks(
  config: SocialConfig | undefined,
  now: () => Date,
): OAuthNetworks {
  const adapters: OAuthNetworks['adapters'] = {};
  if (config?.twitch) adapters.twitch = createTwitchOAuth(config.twitch, now);
  return { redirectUri: config?.redirectUri ?? DEFAULT_SOCIAL_REDIRECT_URL, adapters };
}
