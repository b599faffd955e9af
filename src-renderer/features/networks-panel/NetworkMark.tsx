import type { SocialNetwork } from '../../../src-shared/domain/network';
import { NETWORK_LOGOS, logoBackground } from '../../../src-shared/networks/network-logos';
import './NetworkMark.css';

/**
 * The network's logo on its brand colour, from the table the media kit prints too. Decorative:
 * the network's name is always next to it, so it stays out of the accessibility tree. Size it
 * with the `.network-mark` box; the glyph follows.
 */
export function NetworkMark({ network }: { network: SocialNetwork }) {
  const logo = NETWORK_LOGOS[network];
  const classes = ['network-mark', `network-mark--${network}`];
  if (logo.outline) classes.push('network-mark--outlined');
  return (
    <span
      className={classes.join(' ')}
      style={{ background: logoBackground(logo), color: logo.glyph }}
      aria-hidden="true"
    >
      <svg className="network-mark__glyph" viewBox={logo.viewBox} focusable="false">
        {logo.paths.map((path) => (
          <path key={path} d={path} />
        ))}
      </svg>
    </span>
  );
}
