import type { FacebookAppConfig } from '../../providers/facebook-graph';
import type { OAuthNetworks, SocialConfig } from '../../social/oauth-networks';
import { createFacebookFigures } from './facebook-figures';
import { createInstagramFigures } from './instagram-figures';
import type { FigureReaders } from './post-figures';
import { createTikTokFigures } from './tiktok-figures';
import { createTwitterFigures } from './twitter-figures';
import { createYouTubeFigures } from './youtube-figures';

export interface FigureReadersConfig {
  /** The Facebook app that connects Pages and Instagram accounts (ServerOptions.facebook). */
  facebook?: FacebookAppConfig | undefined;
  /** The OAuth networks' settings (ServerOptions.social): the same API bases their adapters use. */
  social?: SocialConfig | undefined;
  /** The connection adapters, whose token refresh the figure reads share. */
  networks: OAuthNetworks;
}

/**
 * Issue 31: one post-figures adapter per network this deployment connects, on the same settings
 * (base URLs, app credentials) as the network's connection adapter, so a deployment that can
 * connect a network can read its posts, and the stand-ins in tests/fixtures answer both.
 */
export function createFigureReaders(config: FigureReadersConfig): FigureReaders {
  const readers: FigureReaders = {};
  if (config.facebook) {
    readers.instagram = createInstagramFigures(config.facebook);
    readers.facebook = createFacebookFigures(config.facebook);
  }
  const social = config.social;
  if (social?.youtube) {
    readers.youtube = createYouTubeFigures(
      social.youtube,
      config.networks.adapters.youtube?.refresh,
    );
  }
  if (social?.tiktok) {
    readers.tiktok = createTikTokFigures(social.tiktok, config.networks.adapters.tiktok?.refresh);
  }
  if (social?.twitter) readers.twitter = createTwitterFigures(social.twitter);
  return readers;
}
