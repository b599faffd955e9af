import {
  siFacebook,
  siInstagram,
  siPinterest,
  siRss,
  siSnapchat,
  siSpotify,
  siTiktok,
  siTwitch,
  siX,
  siYoutube,
} from 'simple-icons';
import type { SocialNetwork } from '../domain/network';

/**
 * One network's mark as the app's tiles and the media kit draw it: a glyph on a square of the
 * brand's colour. The app (`NetworkMark`) and the kit read this one table, so they never differ.
 */
export interface NetworkLogo {
  /** SVG path data of the glyph, drawn in `viewBox`'s units. */
  paths: readonly string[];
  viewBox: string;
  /** The tile's brand colour, `#rrggbb` (the gradient's middle where there is one). */
  color: string;
  /** Instagram's tile is a gradient: its stops from the lower left to the upper right. */
  gradient: readonly string[] | null;
  /** The glyph's colour on the tile. */
  glyph: string;
  /**
   * Snapchat's white ghost on yellow: the glyph takes a black outline and the tile a dark edge,
   * or both melt into white paper.
   */
  outline: boolean;
}

/** Simple Icons draws every mark on this grid. */
const GRID = '0 0 24 24';

/**
 * LinkedIn asked Simple Icons to drop its logo, so its published "in" mark is drawn here on the
 * same 24-unit grid: the i's dot and stem, then the n.
 */
const LINKEDIN_IN =
  'M5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13zM7.12 20.45H3.56V9h3.56zM9.35 9h3.41' +
  'v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28H16.9v-5.57c0-1.33-.03-3.04' +
  '-1.85-3.04-1.86 0-2.14 1.45-2.14 2.94v5.67H9.35z';

const WHITE = '#ffffff';

function logo(path: string, color: string, extra: Partial<NetworkLogo> = {}): NetworkLogo {
  return {
    paths: [path],
    viewBox: GRID,
    color,
    gradient: null,
    glyph: WHITE,
    outline: false,
    ...extra,
  };
}

/**
 * The eleven networks' marks. Simple Icons' icons are imported one by one so bundles keep only
 * these; the colours are the brands' current tiles (Pinterest's red, the classic orange feed).
 */
export const NETWORK_LOGOS: Readonly<Record<SocialNetwork, NetworkLogo>> = {
  facebook: logo(siFacebook.path, '#0866ff'),
  instagram: logo(siInstagram.path, '#dd2a7b', { gradient: ['#f58529', '#dd2a7b', '#8134af'] }),
  linkedin: logo(LINKEDIN_IN, '#0a66c2'),
  twitch: logo(siTwitch.path, '#9146ff'),
  twitter: logo(siX.path, '#000000'),
  youtube: logo(siYoutube.path, '#ff0000'),
  tiktok: logo(siTiktok.path, '#000000'),
  // Spotify shows its mark black on its green.
  spotify: logo(siSpotify.path, '#1ed760', { glyph: '#000000' }),
  pinterest: logo(siPinterest.path, '#e60023'),
  blog: logo(siRss.path, '#ee802f'),
  snapchat: logo(siSnapchat.path, '#fffc00', { outline: true }),
};

/** The tile's CSS `background`: the brand colour, or Instagram's diagonal gradient. */
export function logoBackground(mark: NetworkLogo): string {
  if (!mark.gradient) return mark.color;
  const last = mark.gradient.length - 1;
  const stops = mark.gradient.map(
    (stop, index) => `${stop} ${Math.round((index / Math.max(1, last)) * 100)}%`,
  );
  return `linear-gradient(45deg, ${stops.join(', ')})`;
}
