import type { OAuthConnectNetwork, ProviderConnectNetwork } from '../../src-shared/domain/network';
import {
  createTwitterOAuth,
  type TwitterConfig,
  type TwitterOAuth,
} from '../providers/twitter-oauth';
import type { OAuthConnectAdapter } from '../providers/oauth-network';
import type { FacebookConnect } from '../providers/facebook-connect';
import { createTwitchOAuth, type TwitchConfig } from '../providers/twitch-oauth';
import { createTikTokOAuth, type TikTokConfig } from '../providers/tiktok-oauth';
import { createPinterestOAuth, type PinterestConfig } from '../providers/pinterest-oauth';
import { createLinkedInOAuth, type LinkedInConfig } from '../providers/linkedin-oauth';
import { createSpotifyOAuth, type SpotifyConfig } from '../providers/spotify-oauth';
import {
  createYouTubeOAuth,
  type YouTubeConfig,
  type YouTubeOAuth,
} from '../providers/youtube-oauth';

/** The registered return point of every network's sign-in window; main catches it unloaded. */
export const DEFAULT_SOCIAL_REDIRECT_URL = 'https://marcacreadores.mx/account-setting/social';

export interface SocialConfig {
  /** Must match the redirect URI registered with each network's app. */
  redirectUri: string;
  twitch?: TwitchConfig;
  tiktok?: TikTokConfig;
  pinterest?: PinterestConfig;
  linkedin?: LinkedInConfig;
  spotify?: SpotifyConfig;
  /** Connected through the system browser and a loopback redirect; redirectUri does not apply. */
  youtube?: YouTubeConfig;
  /** OAuth 1.0a: its own routes (`social/login/twitter/`), returning to redirectUri too. */
  twitter?: TwitterConfig;
}

/** The networks this deployment can connect through OAuth, and where their windows return. */
export interface OAuthNetworks {
  redirectUri: string;
  /** The OAuth 2 networks (`social/authorize/`, `social/redeem/code/`). */
  adapters: Partial<Record<Exclude<OAuthConnectNetwork, 'twitter'>, OAuthConnectAdapter>>;
  /** Twitter's OAuth 1.0a flow does not fit the code-flow adapter, so it stands apart. */
  twitter?: TwitterOAuth;
  /** The same adapter as `adapters.youtube`, typed for its live read (`social/get/info/youtube/`). */
  youtube?: YouTubeOAuth;
  /** Facebook and Instagram: Facebook's login and save/token, with the sign-in's Facebook app. */
  facebook?: FacebookConnect;
}

/** Whether this deployment can connect the network, whichever flow it signs in with. */
export function isConfigured(social: OAuthNetworks, network: ProviderConnectNetwork): boolean {
  if (network === 'facebook' || network === 'instagram') return social.facebook !== undefined;
  return network === 'twitter'
    ? social.twitter !== undefined
    : social.adapters[network] !== undefined;
}

/** A network is on when its settings are present; a new network is one more line here. */
export function createOAuthNetworks(
  config: SocialConfig | undefined,
  now: () => Date,
  facebook?: FacebookConnect,
): OAuthNetworks {
  const adapters: OAuthNetworks['adapters'] = {};
  if (config?.twitch) adapters.twitch = createTwitchOAuth(config.twitch, now);
  if (config?.tiktok) adapters.tiktok = createTikTokOAuth(config.tiktok, now);
  if (config?.pinterest) adapters.pinterest = createPinterestOAuth(config.pinterest, now);
  if (config?.linkedin) adapters.linkedin = createLinkedInOAuth(config.linkedin, now);
  if (config?.spotify) adapters.spotify = createSpotifyOAuth(config.spotify, now);
  const youtube = config?.youtube ? createYouTubeOAuth(config.youtube, now) : undefined;
  if (youtube) adapters.youtube = youtube;
  return {
    redirectUri: config?.redirectUri ?? DEFAULT_SOCIAL_REDIRECT_URL,
    adapters,
    ...(config?.twitter ? { twitter: createTwitterOAuth(config.twitter, now) } : {}),
    ...(youtube ? { youtube } : {}),
    ...(facebook ? { facebook } : {}),
  };
}
