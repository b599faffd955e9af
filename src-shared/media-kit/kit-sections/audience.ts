import type { MediaKitNetwork } from '../../domain/media-kit';
import { audienceBreakdown } from '../../domain/audience-breakdown';
import type { AudienceShare } from '../../domain/network';
import { escapeHtml, rowsOf, sectionHtml, text } from '../kit-html';
import { formatKitShare, type KitDates } from '../media-kit-i18n';
import { networkLogoHtml } from './network-logo';
import { mediaKitNetworkName } from './networks';

function barRowHtml(label: string, points: number): string {
  const width = Math.max(0, Math.min(100, points));
  return `<div class="bar-row"><span class="bar-label">${label}</span><span class="bar"><span class="bar-fill" style="width:${width.toFixed(1)}%"></span></span><span class="bar-value">${escapeHtml(formatKitShare(points))}</span></div>`;
}

/** Ages youngest first and genders, each list adding up to 100 % as on the creator page. */
function barsHtml(audience: AudienceShare[]): string {
  const { ages, genders } = audienceBreakdown(audience);
  const ageRows = ages.map((age) => barRowHtml(escapeHtml(age.range), age.percent));
  const genderRows = genders.map((gender) =>
    barRowHtml(text(`gender.${gender.gender}`), gender.percent),
  );
  return `<div class="audience-columns"><div><h4>${text('audience.ageTitle')}</h4>${ageRows.join('')}</div><div><h4>${text('audience.genderTitle')}</h4>${genderRows.join('')}</div></div>`;
}

function audienceCardHtml(network: MediaKitNetwork, dates: KitDates): string {
  const day = network.read_at ? dates.day(network.read_at) : '';
  return `<article class="card audience">
<div class="card-head">${networkLogoHtml(network.network)}<h3>${mediaKitNetworkName(network.network)}</h3></div>
${barsHtml(network.audience)}
${day ? `<p class="read-at">${text('audience.readAt', { date: day })}</p>` : ''}
</article>`;
}

/** Age and gender per network that reports them, each with the day it was read. */
export function audienceSectionHtml(networks: MediaKitNetwork[], dates: KitDates): string {
  const withAudience = networks.filter((network) => network.audience.length > 0);
  if (withAudience.length === 0) return '';
  const cards = withAudience.map((network) => audienceCardHtml(network, dates));
  // One network a row, ages beside genders: a short card the page can break before, so the
  // audience does not leave a third of a page blank waiting for room for two tall cards.
  return sectionHtml('audience-section', text('sections.audience'), rowsOf(cards, 1));
}
