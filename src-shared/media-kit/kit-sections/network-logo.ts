import type { SocialNetwork } from '../../domain/network';
import { NETWORK_LOGOS, logoBackground } from '../../networks/network-logos';

/**
 * The network's real mark, from the table the app's tiles read: inline SVG on a tile of the
 * brand's colour. Decorative, as the network's name is printed beside it.
 */
export function networkLogoHtml(network: SocialNetwork): string {
  const logo = NETWORK_LOGOS[network];
  // Snapchat's white ghost needs its black outline, and the yellow tile an edge, on white paper.
  const stroke = logo.outline
    ? ' stroke="#000000" stroke-width="1.6" stroke-linejoin="round" paint-order="stroke"'
    : '';
  const paths = logo.paths.map((path) => `<path d="${path}"${stroke}/>`).join('');
  const edge = logo.outline ? ' box-shadow: inset 0 0 0 1px rgba(15, 23, 42, 0.45);' : '';
  return `<span class="logo" style="background: ${logoBackground(logo)};${edge}" aria-hidden="true"><svg viewBox="${logo.viewBox}" width="16" height="16" fill="${logo.glyph}" overflow="visible" focusable="false">${paths}</svg></span>`;
}
