import type { MediaKitNetwork } from '../../domain/media-kit';
import type { SocialNetwork } from '../../domain/network';
import { escapeHtml, rowsOf, sectionHtml, text } from '../kit-html';
import {
  formatKitEr,
  formatKitInteger,
  formatKitScore,
  mediaKitI18n,
  type KitDates,
} from '../media-kit-i18n';
import { networkLogoHtml } from './network-logo';
import { trendHtml } from './trend';

/** Blogs, podcasts and LinkedIn pages go by their name and address, not an @handle. */
const NAMED_NETWORKS: readonly SocialNetwork[] = ['blog', 'spotify', 'linkedin'];

function identityHtml(network: MediaKitNetwork): string {
  const username = network.username.trim();
  if (NAMED_NETWORKS.includes(network.network)) {
    const name = network.name.trim() || username;
    const url = network.url.trim();
    return [
      name ? `<p class="account-name">${escapeHtml(name)}</p>` : '',
      url ? `<p class="account-url">${escapeHtml(url)}</p>` : '',
    ].join('');
  }
  if (!username) return '';
  const handle = username.startsWith('@') ? username : `@${username}`;
  return `<p class="username">${escapeHtml(handle)}</p>`;
}

function figureHtml(label: string, value: string): string {
  return `<div><dt>${label}</dt><dd>${escapeHtml(value)}</dd></div>`;
}

function figuresHtml(network: MediaKitNetwork): string {
  const figures = [
    figureHtml(
      text('network.followers', { context: network.network }),
      formatKitInteger(network.followers),
    ),
  ];
  // Only what a source reported: a missing figure is left out, never shown as zero.
  if (network.er !== null) figures.push(figureHtml(text('network.er'), formatKitEr(network.er)));
  if (network.views_avg !== null) {
    figures.push(figureHtml(text('network.views'), formatKitInteger(network.views_avg)));
  }
  if (network.aqs !== null) {
    figures.push(figureHtml(text('network.aqs'), formatKitScore(network.aqs)));
  }
  return `<dl class="figures">${figures.join('')}</dl>`;
}

/** When the figures were read and who reported them: the network itself or the creator. */
function provenanceHtml(network: MediaKitNetwork, dates: KitDates): string {
  const day = network.read_at ? dates.day(network.read_at) : '';
  if (!day) return `<p class="read-at">${text('network.notRead')}</p>`;
  const source = network.source ?? (network.verified ? network.network : 'manual');
  const by =
    source === 'manual'
      ? text('network.sourceManual')
      : text('network.sourceNetwork', {
          // Spotify reports a podcast's figures: the source is named as the company.
          network: mediaKitI18n.t([`sources.${source}`, `networks.${source}`]),
        });
  return `<p class="read-at">${text('network.readAt', { date: day })} · ${by}</p>`;
}

/** The network's name as the kit prints it ("Podcast" for Spotify, "X" for Twitter). */
export function mediaKitNetworkName(network: SocialNetwork): string {
  return text(`networks.${network}`);
}

function networkCardHtml(network: MediaKitNetwork, dates: KitDates): string {
  return `<article class="card network">
<div class="card-head">${networkLogoHtml(network.network)}<h3>${mediaKitNetworkName(network.network)}</h3></div>
${identityHtml(network)}
${figuresHtml(network)}
${trendHtml(network.trend)}
${provenanceHtml(network, dates)}
</article>`;
}

export function networksSectionHtml(networks: MediaKitNetwork[], dates: KitDates): string {
  if (networks.length === 0) return '';
  const cards = networks.map((network) => networkCardHtml(network, dates));
  return sectionHtml('networks', text('sections.networks'), rowsOf(cards, 2));
}
