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
import type { SocialNetwork } from '../../../src-shared/domain/network';
import './NetworkMark.css';

/**
 * LinkedIn asked Simple Icons to drop its logo, so its published "in" mark is drawn here on the
 * same 24-unit grid: the i's dot and stem, then the n. The blue tile behind it is the bug's square.
 */
const LINKEDIN_IN =
  'M5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13zM7.12 20.45H3.56V9h3.56zM9.35 9h3.41' +
  'v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28H16.9v-5.57c0-1.33-.03-3.04' +
  '-1.85-3.04-1.86 0-2.14 1.45-2.14 2.94v5.67H9.35z';

/** Every network's glyph, from Simple Icons (imported one by one so the bundle keeps only these). */
const GLYPHS: Record<SocialNetwork, string> = {
  facebook: siFacebook.path,
  instagram: siInstagram.path,
  linkedin: LINKEDIN_IN,
  twitch: siTwitch.path,
  twitter: siX.path,
  youtube: siYoutube.path,
  tiktok: siTiktok.path,
  spotify: siSpotify.path,
  pinterest: siPinterest.path,
  blog: siRss.path,
  snapchat: siSnapchat.path,
};

/**
 * The network's logo on its brand colour. Decorative: the network's name is always next to it,
 * so it stays out of the accessibility tree. Size it with the `.network-mark` box; the glyph
 * follows.
 */
export function NetworkMark({ network }: { network: SocialNetwork }) {
  return (
    <span className={`network-mark network-mark--${network}`} aria-hidden="true">
      <svg className="network-mark__glyph" viewBox="0 0 24 24" focusable="false">
        <path d={GLYPHS[network]} />
      </svg>
    </span>
  );
}
