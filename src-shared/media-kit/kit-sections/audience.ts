import type { MediaKitNetwork } from '../../domain/media-kit';
import type { AudienceShare } from '../../domain/network';
import { escapeHtml, rowsOf, sectionHtml, text } from '../kit-html';
import { formatKitShare, type KitDates } from '../media-kit-i18n';
import { networkLogoHtml } from './network-logo';
import { mediaKitNetworkName } from './networks';

function barRowHtml(label: string, points: number): string {
  const width = Math.max(0, Math.min(100, points));
  return `<div class="bar-row"><span class="bar-label">${label}</span><span class="bar"><span class="bar-fill" style="width:${width.toFixed(1)}%"></span></span><span class="bar-value">${escapeHtml(formatKitShare(points))}</span></div>`;
}

const GENDER_ORDER: readonly AudienceShare['gender'][] = ['female', 'male', 'unknown'];

/** `13-17` before `18-24` … before `65+`; ranges the network names oddly go last, by name. */
function ageOrder(a: string, b: string): number {
  const start = (range: string) => Number.parseInt(range, 10);
  const [left, right] = [start(a), start(b)];
  if (Number.isNaN(left) || Number.isNaN(right)) {
    return Number.isNaN(left) === Number.isNaN(right)
      ? a.localeCompare(b)
      : Number.isNaN(left)
        ? 1
        : -1;
  }
  return left - right;
}

function barsHtml(audience: AudienceShare[]): string {
  const byAge = new Map<string, number>();
  const byGender = new Map<AudienceShare['gender'], number>();
  for (const share of audience) {
    byAge.set(share.age_range, (byAge.get(share.age_range) ?? 0) + share.percent);
    byGender.set(share.gender, (byGender.get(share.gender) ?? 0) + share.percent);
  }
  const ages = [...byAge.entries()]
    .sort(([a], [b]) => ageOrder(a, b))
    .map(([range, points]) => barRowHtml(escapeHtml(range), points));
  const genders = GENDER_ORDER.filter((gender) => byGender.has(gender)).map((gender) =>
    barRowHtml(text(`gender.${gender}`), byGender.get(gender)!),
  );
  return `<h4>${text('audience.ageTitle')}</h4>${ages.join('')}<h4>${text('audience.genderTitle')}</h4>${genders.join('')}`;
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
  return sectionHtml('audience-section', text('sections.audience'), rowsOf(cards, 2));
}
